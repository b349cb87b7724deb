import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { NAV_LINKS } from "../../contract/site";
import { Mascot } from "../ui/mascot";

/** Left slide-in menu: Radix Dialog traps focus, Escape and the overlay close it. */
export function SiteMenu({ brand }: { brand: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-mint-100"
      >
        <Menu className="size-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="menu-overlay"
          className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px] animate-fade-in data-[state=closed]:animate-fade-out"
        />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-cream p-5 shadow-soft outline-none animate-slide-in-left data-[state=closed]:animate-slide-out-left">
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 font-display text-xl font-semibold">
              <Mascot className="size-9" /> {brand}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-mint-100"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={() => {
                      setOpen(false);
                      window.scrollTo({ top: 0 });
                    }}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center rounded-xl px-4 font-display text-lg font-medium ${
                        isActive ? "bg-mint-100 text-mint-800" : "text-ink hover:bg-mint-50"
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
