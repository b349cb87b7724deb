import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import {
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from "react";
import { TOOLTIP } from "../../contract/limits";

/**
 * Shares the delays between the tips inside it (SPEC §9's skip delay). Pages with tips wrap them in it,
 * rather than the root, so Radix's tooltip code loads only with the pages that show one.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short label on hover and keyboard focus. With `opensOnTap` (an ⓘ button that does nothing else), a
 * tap or click toggles it too: touch screens have no hover, and Radix closes a tooltip on press.
 */
export function Tooltip({
  label,
  children,
  opensOnTap = false,
}: {
  label: string;
  children: ReactElement;
  opensOnTap?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Whether the tip was open when the press began: pressing also counts as a press outside the open
  // tip, which closes it before the click arrives. Radix's own close on press is prevented.
  const openAtPress = useRef(false);
  const toggle = opensOnTap
    ? {
        onPointerDown: (event: PointerEvent) => {
          event.preventDefault();
          openAtPress.current = open;
        },
        onClick: (event: MouseEvent) => {
          event.preventDefault();
          setOpen(!openAtPress.current);
        },
      }
    : {};
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild {...toggle}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-soft animate-fade-in"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
