/** The six destinations of SPEC §2, in menu and footer order. */
export const NAV_LINKS = [
  { to: "/pet-names", label: "Pet Names" },
  { to: "/magic-portraits", label: "Magic Portraits" },
  { to: "/classic-portraits", label: "Classic Portraits" },
  { to: "/vet-finder", label: "Vet Finder" },
  { to: "/pet-astrology", label: "Pet Astrology" },
  { to: "/contact", label: "Contact Us" },
] as const;

/** Style filters of SPEC §3, in generation order. */
export const PORTRAIT_STYLES = [
  { id: "vintage", name: "Van Gogh", description: "Swirling brushstrokes and starry blues" },
  { id: "pop-art", name: "Pop Art Style", description: "Bold colours and comic-book dots" },
  { id: "oil-painting", name: "Oil Painting", description: "Rich, classic museum texture" },
  { id: "picasso", name: "Picasso Style", description: "Playful cubist geometry" },
] as const;
