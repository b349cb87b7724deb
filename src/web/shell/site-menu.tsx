import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const loadSheet = () => import("./menu-sheet");
const MenuSheet = lazy(loadSheet);

/** The menu button; the left slide-in menu itself loads when it is first wanted (hover, focus or tap). */
export function SiteMenu({ brand }: { brand: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-mint-100"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {wanted && (
        <Suspense>
          <MenuSheet brand={brand} open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
