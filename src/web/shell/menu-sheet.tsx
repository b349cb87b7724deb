import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import { NAV_LINKS } from "../../contract/site";
import { Mascot } from "../ui/mascot";

/**
 * The open menu: Radix Dialog traps focus, and Escape and the overlay close it. Loaded on the first
 * open (see SiteMenu), so no page pays for Radix Dialog up front.
 */
export default function MenuSheet({
  brand,
  open,
  onOpenChange,
  trigger,
}: {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button outside the dialog: focus goes back to it on close, as to a Radix trigger. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="menu-overlay"
          className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px] animate-fade-in data-[state=closed]:animate-fade-out"
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-cream p-5 shadow-soft outline-none animate-slide-in-left data-[state=closed]:animate-slide-out-left"
        >
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
                      onOpenChange(false);
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
