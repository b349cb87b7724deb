import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST } from "../../contract/limits";
import { dismissToast, useToasts } from "./use-toast";

/** Renders the current toast; F8 moves focus to the notifications (Radix default hotkey). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-soft data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            t.variant === "destructive"
              ? "border-danger bg-danger text-white"
              : "border-mint-200 bg-white text-ink"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-display font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none"
        style={{ maxWidth: TOAST.viewportMaxWidthPx }}
      />
    </ToastPrimitive.Provider>
  );
}
