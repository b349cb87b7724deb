import { Camera } from "lucide-react";
import { useState } from "react";
import type { PortraitError } from "../../../contract/portraits";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Mascot } from "../../ui/mascot";

const HEADLINES = [
  "Uh-oh, where's the woof?",
  "No paws detected!",
  "This one doesn't bark or purr...",
  "That's not a good boy",
  "Oops! That's not a pet",
];

function hintFor(error: PortraitError): string {
  const type = `${error.detectedType ?? ""} ${error.error}`.toLowerCase();
  if (type.includes("person"))
    return "We spotted a person rather than a pet. Try a photo where your pet is the star, close up and centred.";
  if (type.includes("text") || type.includes("logo"))
    return "That looks like text or a logo. Please choose a real photo of your pet.";
  if (type.includes("dark") || type.includes("unclear") || type.includes("blur")) {
    return "That photo is too dark or blurry for us to see a pet. Try one taken in good light, held steady.";
  }
  if (type.includes("object") || type.includes("scenery"))
    return "We see an object or scenery but no pet. Try a photo where your pet fills most of the frame.";
  return "We couldn't detect a pet in that photo. Try a clear, well-lit photo with your pet's face visible.";
}

export function NotAPetCard({ error, onChooseAgain }: { error: PortraitError; onChooseAgain: () => void }) {
  const [headline] = useState(() => HEADLINES[Math.floor(Math.random() * HEADLINES.length)]!);
  return (
    <section role="alert" className={cardClass("p-6 text-center")}>
      <Mascot className="mx-auto size-24" />
      <h2 className="mt-3 text-2xl font-semibold">{headline}</h2>
      <p className="mt-2 text-muted">{hintFor(error)}</p>
      <Button className="mt-5 w-full" onClick={onChooseAgain}>
        <Camera className="size-5" aria-hidden />
        Choose a Pet Photo Instead
      </Button>
    </section>
  );
}
