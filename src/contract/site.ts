/** The six destinations of SPEC §2, in menu and footer order. */
export const NAV_LINKS = [
  { to: "/pet-names", label: "Pet Names" },
  { to: "/magic-portraits", label: "Magic Portraits" },
  { to: "/classic-portraits", label: "Classic Portraits" },
  { to: "/vet-finder", label: "Vet Finder" },
  { to: "/pet-astrology", label: "Pet Astrology" },
  { to: "/contact", label: "Contact Us" },
] as const;
