import { Link } from "react-router";
import { Mascot } from "../ui/mascot";
import { SiteMenu } from "./site-menu";

export function SiteHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-mint-100 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[600px] items-center justify-between px-4">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 rounded-full pr-2"
          aria-label={`${brand} home`}
        >
          <Mascot className="size-10" />
          <span className="font-display text-2xl font-semibold text-mint-800">{brand}</span>
        </Link>
        <SiteMenu brand={brand} />
      </div>
    </header>
  );
}
