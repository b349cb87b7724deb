import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-display text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
const VARIANTS: Record<Variant, string> = {
  primary: "bg-mint-700 text-white shadow-soft hover:bg-mint-800",
  secondary: "border-2 border-mint-700 bg-white text-mint-800 hover:bg-mint-50",
  ghost: "text-mint-800 hover:bg-mint-100",
};

/** Class names for anything that should look like a button (links included). */
export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
