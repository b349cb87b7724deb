/** Minty, our mascot: a friendly mint-coloured pup, drawn by us. */
export function Mascot({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d="M13 17c-8 3-9 21-2 27 5-3 8-15 10-22z" fill="#198a6c" />
      <path d="M51 17c8 3 9 21 2 27-5-3-8-15-10-22z" fill="#198a6c" />
      <ellipse cx="32" cy="34" rx="20" ry="19" fill="#7fdbbd" />
      <path d="M32 16c-3-5-1-10 4-11 1 5 0 9-4 11z" fill="#27ab86" />
      <path d="M32 16c2-4 6-5 9-3-2 3-5 4-9 3z" fill="#4cc6a0" />
      <ellipse cx="32" cy="42" rx="11.5" ry="8.5" fill="#eefbf5" />
      <circle cx="24" cy="31" r="3.2" fill="#17302a" />
      <circle cx="25.1" cy="29.9" r="1.1" fill="#fff" />
      <circle cx="40" cy="31" r="3.2" fill="#17302a" />
      <circle cx="41.1" cy="29.9" r="1.1" fill="#fff" />
      <ellipse cx="32" cy="38" rx="3.6" ry="2.6" fill="#17302a" />
      <path d="M27.5 42.5q4.5 3.5 9 0" stroke="#17302a" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <path d="M30.3 44.3q1.7 5 3.4 0z" fill="#f0855f" />
      <circle cx="18.5" cy="38.5" r="2.6" fill="#ffb59a" opacity=".75" />
      <circle cx="45.5" cy="38.5" r="2.6" fill="#ffb59a" opacity=".75" />
    </svg>
  );
}
