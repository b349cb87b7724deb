/** The six destinations of SPEC §2, in menu and footer order. */
export const NAV_LINKS = [
  { to: "/pet-names", label: "Pet Names" },
  { to: "/magic-portraits", label: "Magic Portraits" },
  { to: "/classic-portraits", label: "Classic Portraits" },
  { to: "/vet-finder", label: "Vet Finder" },
  { to: "/pet-astrology", label: "Pet Astrology" },
  { to: "/contact", label: "Contact Us" },
] as const;

/** Style filters of SPEC §3 (name, description, gradient), in generation order. */
export const PORTRAIT_STYLES = [
  {
    id: "vintage",
    name: "Van Gogh",
    description: "Swirling brushstrokes and starry blues",
    gradient: "linear-gradient(135deg, #1d3a8a 0%, #3b6fd1 45%, #f2c230 100%)",
  },
  {
    id: "pop-art",
    name: "Pop Art Style",
    description: "Bold colours and comic-book dots",
    gradient: "linear-gradient(135deg, #e6287e 0%, #f5a524 55%, #fde047 100%)",
  },
  {
    id: "oil-painting",
    name: "Oil Painting",
    description: "Rich, classic museum texture",
    gradient: "linear-gradient(135deg, #5b3413 0%, #a66a2c 50%, #e8c27a 100%)",
  },
  {
    id: "picasso",
    name: "Picasso Style",
    description: "Playful cubist geometry",
    gradient: "linear-gradient(135deg, #0e7c7b 0%, #2bb3a3 45%, #f47b3c 100%)",
  },
] as const;
