import type { Concept, CuratedName, Species } from "../corpus-types";
import { type IconicSet, iconicNames as names } from "./curated-cues";

/**
 * Pets beyond the usual kinds, each with the names people reach for first for it: goats, sheep, pigs and
 * cows, alpacas, spiders, snails, frogs, crabs, insects, raccoons, geese, peafowl. (No otter: "black otter" is a rabbit's
 * coat.) Without them "we got a
 * pygmy goat" gives a reader nothing to tie a name to. The first word of each kind is the one the reasons
 * quote; every word is read as the pet's kind (lexicon.ts), plurals written out. Notes only where the story is
 * well documented.
 */
export interface OtherKind {
  /** The words for the kind, lower case, singular and plural ("goat", "goats", "pygmy goat"). */
  words: string[];
  species: Species;
  set: IconicSet;
  /** What the kind is well known for, read as if the owner had said it ("a goat" is a climber). */
  traits: Concept[];
}

const kind = (
  species: Species,
  words: string,
  why: string,
  list: string,
  traits: Concept[] = [],
): OtherKind => ({
  words: words.split("|"),
  species,
  set: { why, lead: "mentions", names: names(list) },
  traits,
});

export const OTHER_KINDS: OtherKind[] = [
  kind(
    "other",
    "goat|goats|pygmy goat|dwarf goat|dairy goat|billy goat|nanny goat|goatling|doeling|buckling",
    "a name for a sure-footed, all-nibbling goat",
    "Gruff=The Three Billy Goats Gruff is the Norwegian folk tale of three goats who outwit a troll.|Billy/m|Nanny/f|" +
      "Heidi/f=Heidi, the girl of Johanna Spyri's 1881 novel, herds goats in the Swiss Alps.|" +
      "Pan/m=Pan is the Greek god of the wild, with a goat's legs and horns.|" +
      "Amalthea/f=In Greek myth, Amalthea is the goat who nursed the infant Zeus.|" +
      "Tumnus/m=Mr. Tumnus is the goat-legged faun of C. S. Lewis's Narnia books.|" +
      "Chevre=Chèvre is French for 'goat', and for goat's cheese.|Feta|Clover|Nibbles|Bramble|Thistle|Summit|" +
      "Goatee|Butters|Alpine|Rocky",
    ["climber", "stubborn", "curious"],
  ),
  kind(
    "other",
    "sheep|lamb|lambs|ewe|ewes|pet lamb|bottle lamb|orphan lamb",
    "a name for a woolly sheep",
    "Shaun/m=Shaun the Sheep is Aardman's clever sheep, star of his own TV series since 2007.|" +
      "Dolly/f=Dolly the sheep, born in 1996, was the first mammal cloned from an adult cell.|" +
      "Timmy/m=Timmy is the smallest lamb of Aardman's Shaun the Sheep.|" +
      "Lambchop=Lamb Chop is Shari Lewis's sock-puppet lamb, on American TV from 1956.|" +
      "Woolly|Cotton|Cloud|Fleece|Marshmallow|Merino|Cumulus|Lambkin|Snowdrop|Dandelion",
    ["fluffy", "gentle"],
  ),
  kind(
    "other",
    "piglet|piglets|mini pig|micro pig|teacup pig|pot bellied pig|potbellied pig|kunekune|pet pig",
    "a name for a clever, snuffling pig",
    "Wilbur/m=Wilbur is the pig saved by a spider in E. B. White's Charlotte's Web (1952).|" +
      "Babe=Babe is the sheep-herding pig of Dick King-Smith's novel and the 1995 film.|" +
      "Peppa/f=Peppa Pig is the British cartoon pig, on TV since 2004.|" +
      "Piglet=Piglet is Pooh's small, anxious friend in A. A. Milne's stories.|" +
      "Napoleon/m=Napoleon is the pig who takes over the farm in George Orwell's Animal Farm (1945).|" +
      "Olivia/f=Olivia is the pig heroine of Ian Falconer's picture books, since 2000.|" +
      "Hamm/m=Hamm is the wisecracking piggy bank of Pixar's Toy Story (1995).|" +
      "Waddles=Waddles is Mabel's pet pig in Disney's Gravity Falls.|" +
      "Truffle|Trotter|Oink|Hamlet|Mudpie|Pinky",
    ["clever", "hungry"],
  ),
  kind(
    "other",
    "cow|cows|calf|calves|heifer|heifers|bullock|dairy cow",
    "a name for a gentle cow",
    "Daisy/f|Bessie/f|Buttercup/f|" +
      "Ermintrude/f=Ermintrude is the singing cow of The Magic Roundabout (1965).|" +
      "Clarabelle/f=Clarabelle Cow is Disney's cow, Mickey Mouse's friend since 1928.|" +
      "Elsie/f=Elsie the Cow has been the Borden dairy company's mascot since 1936.|" +
      "Clover|Bluebell|Butter|Angus|Gouda",
    ["calm", "gentle"],
  ),
  kind(
    "other",
    "alpaca|alpacas|llama|llamas|cria",
    "a name for an Andean alpaca or llama",
    "Kuzco/m=Kuzco is the emperor turned into a llama in Disney's The Emperor's New Groove (2000).|" +
      "Paco/m=Paco is an old Spanish word for the alpaca, and a nickname for Francisco.|" +
      "Inti=Inti is the sun god of the Inca.|Inca|Machu|Andes|Quinoa|Pacino|Cusco|Cotton|Cloud|Fluffy|Woolly|" +
      "Spitfire",
    ["fluffy"],
  ),
  kind(
    "other",
    "tarantula|tarantulas|spider|spiders|jumping spider",
    "a name for an eight-legged friend",
    "Charlotte/f=Charlotte is the wise spider of E. B. White's Charlotte's Web (1952).|" +
      "Aragog/m=Aragog is Hagrid's giant spider in the Harry Potter books.|" +
      "Anansi/m=Anansi is the spider trickster of West African and Caribbean folk tales.|" +
      "Arachne/f=In Greek myth, Arachne is the weaver whom Athena turned into a spider.|" +
      "Shelob/f=Shelob is the giant spider of Tolkien's The Lord of the Rings.|" +
      "Itsy=The itsy bitsy spider climbs up the water spout in the nursery rhyme.|" +
      "Boris/m=Boris the Spider is a 1966 song by The Who.|" +
      "Parker/m=Peter Parker is Spider-Man's own name.|Webster|Spidey|Silk|Fuzzy|Velvet",
  ),
  kind(
    "other",
    "scorpion|scorpions",
    "a name for a scorpion",
    "Scorpius=Scorpius is the scorpion of the zodiac's constellations.|" +
      "Antares=Antares is the red star at the heart of the Scorpius constellation.|" +
      "Orion/m=In Greek myth, a giant scorpion killed the hunter Orion; both became constellations.|Scorpio|Sahara|Pincer",
    ["night"],
  ),
  kind(
    "other",
    "snail|snails|land snail|african land snail|giant african land snail|giant snail",
    "a name for a slow, shell-carrying snail",
    "Gary/m=Gary is SpongeBob SquarePants' pet snail, who meows.|" +
      "Turbo/m=Turbo is the racing snail of DreamWorks' film Turbo (2013).|" +
      "Brian/m=Brian is the snail of The Magic Roundabout (1965).|" +
      "Escargot|Shelly|Sheldon|Speedy|Swirl|Slowpoke|Pebble|Dash",
    ["slow"],
  ),
  kind(
    "other",
    "frog|frogs|froglet|tadpole|toad|toads|tree frog|pacman frog|dart frog|horned frog|fire bellied toad",
    "a name for a hoppy frog or toad",
    "Kermit/m=Kermit the Frog is Jim Henson's best-known Muppet.|" +
      "Jeremy/m=Mr. Jeremy Fisher is the frog of Beatrix Potter's 1906 tale.|" +
      "Toad/m=Mr. Toad of Toad Hall is the motoring toad of Kenneth Grahame's The Wind in the Willows (1908).|" +
      "Tiana/f=Tiana is the princess who becomes a frog in Disney's The Princess and the Frog (2009).|" +
      "Trevor/m=Trevor is Neville Longbottom's toad in the Harry Potter books.|" +
      "Keroppi=Keroppi is Sanrio's frog character, since 1988.|" +
      "Prince/m=The Frog Prince is the Brothers Grimm tale of a frog who turns out to be a prince.|" +
      "Hopper|Ribbit|Lily|Leap|Froggy|Puddle|Bog|Moss",
  ),
  kind(
    "other",
    "newt|newts|salamander|salamanders|fire salamander|eft",
    "a name for a newt or salamander",
    "Ember=In old legend, the salamander lives in fire unharmed.|Newton|Sal|Mossy|Fern|Puddle|Pebble|Dot",
  ),
  kind(
    "other",
    "hermit crab|hermit crabs|fiddler crab|crab|crabs",
    "a name for a sideways-scuttling crab",
    "Sebastian/m=Sebastian is the crab of Disney's The Little Mermaid (1989).|" +
      "Krabs/m=Mr. Krabs is the crab who runs the Krusty Krab in SpongeBob SquarePants.|" +
      "Tamatoa/m=Tamatoa is the treasure-hoarding giant crab of Disney's Moana (2016).|" +
      "Pinchy|Nipper|Clawdia/f|Hermie|Shelly|Sheldon|Snappy|Crabby|Coral|Barnacle",
  ),
  kind(
    "other",
    "shrimp|shrimps|cherry shrimp|prawn|prawns|crayfish|crawfish",
    "a name for a little shrimp",
    "Bubba/m=Bubba, Forrest Gump's friend, dreams of running a shrimp boat.|" +
      "Shrimpy|Scampi|Krill|Cherry|Coral|Pinky|Tempura|Gump",
    ["tiny", "water"],
  ),
  kind(
    "other",
    "mantis|praying mantis|mantises|orchid mantis",
    "a name for a poised, praying mantis",
    "Mantis=Mantis is the kung-fu master mantis of DreamWorks' Kung Fu Panda (2008).|Ninja|Zen|Leaf|Jade|Sage|Twig|Basil",
  ),
  kind(
    "other",
    "stick insect|stick insects|phasmid|walking stick|leaf insect",
    "a name for a twig-thin stick insect",
    "Twiggy/f=Twiggy was the stick-thin face of 1960s fashion.|" +
      "Stickman=Stick Man is the hero of Julia Donaldson's 2008 picture book.|" +
      "Twig|Branch|Bramble|Privet|Hazel|Willow|Ivy",
    ["slow"],
  ),
  kind(
    "other",
    "cockroach|cockroaches|hissing cockroach",
    "a name for an unbeatable cockroach",
    "Hal/m=Hal is WALL-E's pet cockroach in Pixar's WALL-E (2008).|" +
      "Gregor/m=Gregor Samsa wakes up as a giant insect in Kafka's The Metamorphosis (1915).|" +
      "Archy/m=archy is the typing cockroach poet of Don Marquis's newspaper columns (1916).|" +
      "Kafka|Hisser",
  ),
  kind(
    "other",
    "beetle|beetles|millipede|millipedes|isopod|isopods|woodlouse|woodlice|pill bug|centipede",
    "a name for a little crawler",
    "Herbie/m=Herbie is the Volkswagen Beetle of Disney's The Love Bug (1968).|" +
      "Scarab|Roly|Pebble|Millie/f|Slinky|Noodle|Jewel",
  ),
  kind(
    "other",
    "raccoon|raccoons",
    "a name for a masked raccoon",
    "Rocket/m=Rocket is the raccoon of Marvel's Guardians of the Galaxy.|" +
      "Meeko/m=Meeko is Pocahontas's raccoon in Disney's Pocahontas (1995).|" +
      "Rascal/m=Rascal is the pet raccoon of Sterling North's 1963 memoir.|Bandit|Ranger|Ringo|Robin",
    ["mischievous", "night", "clever"],
  ),
  kind("other", "skunk|skunks", "a name for a striped skunk", "Stripe|Domino|Pepper|Petunia|Oreo"),
  kind(
    "other",
    "squirrel|squirrels|chipmunk|chipmunks",
    "a name for a nut-hoarding squirrel",
    "Nutkin/m=Squirrel Nutkin is Beatrix Potter's cheeky red squirrel (1903).|" +
      "Rocky/m=Rocky is the flying squirrel of The Rocky and Bullwinkle Show (1959).|" +
      "Sandy/f=Sandy Cheeks is the Texan squirrel of SpongeBob SquarePants.|" +
      "Hammy/m=Hammy is the hyperactive squirrel of DreamWorks' Over the Hedge (2006).|" +
      "Chip/m=Chip and Dale are Disney's chipmunk pair, since 1943.|" +
      "Dale/m=Chip and Dale are Disney's chipmunk pair, since 1943.|Acorn|Hazel|Conker|Nutmeg|Peanut",
    ["climber"],
  ),
  kind(
    "other",
    "possum|possums|opossum|opossums",
    "a name for a possum",
    "Pogo/m=Pogo is the opossum of Walt Kelly's comic strip (1948).|" +
      "Eddie/m=Crash and Eddie are the prankster possums of Ice Age (2002).|Midnight|Hazel|Dusk|Shadow",
    ["night"],
  ),
  kind(
    "other",
    "meerkat|meerkats",
    "a name for a watchful meerkat",
    "Timon/m=Timon is the wisecracking meerkat of Disney's The Lion King (1994).|" +
      "Aleksandr/m=Aleksandr Orlov is the meerkat of Compare the Market's adverts, since 2009.|" +
      "Sentry|Scout|Kalahari",
    ["curious"],
  ),
  kind(
    "other",
    "porcupine|porcupines",
    "a name for a prickly porcupine",
    "Spike|Prickles|Quill|Needles|Thistle|Pinecone|Bristle",
  ),
  kind("other", "camel|camels", "a name for a desert camel", "Humphrey/m|Sahara|Dune|Oasis|Caramel"),
  kind(
    "bird",
    "goose|geese|gosling|goslings|gander",
    "a name for a honking goose",
    "Goose/m=Goose is Maverick's wingman in Top Gun (1986).|" +
      "Goosey=Goosey Goosey Gander is the old nursery rhyme.|Honk|Gander/m|Gertie/f|Puddles",
    ["vocal"],
  ),
  kind(
    "bird",
    "peacock|peacocks|peahen|peafowl",
    "a name for a showy peacock",
    "Juno/f=In Roman myth the peacock is the bird of Juno, queen of the gods.|" +
      "Argus/m=In Greek myth Hera set the hundred eyes of Argus in the peacock's tail.|" +
      "Sapphire|Indigo|Dandy",
    ["regal", "vain"],
  ),
];

/** Each kind's names, for the corpus; a name's sex for this kind stays with its set. */
export const CURATED_KINDS: CuratedName[] = OTHER_KINDS.flatMap((k) =>
  k.set.names.map((n) => ({ name: n.name, gender: "u" as const, themes: ["nature" as const], evokes: [] })),
);

/**
 * What the usual kinds are well known for, which ties a name when nothing else the owner wrote does: a terse
 * "got a goldfish" still gets paid names of the water (Ripple, Aqua), not popular names tied to nothing. Only
 * what holds for nearly every one of the kind: no climbing for geckos (a leopard gecko cannot climb glass), no
 * voice for a guinea pig (a squeak is no Thunder). `why` completes "Aqua is …, for your goldfish".
 */
export interface UsualKind {
  words: string[];
  traits: Concept[];
  why: string;
}
export const USUAL_KIND_TRAITS: readonly UsualKind[] = [
  {
    words:
      "goldfish|goldfishes|fish|fishes|betta|bettas|guppy|guppies|koi|axolotl|axolotls|terrapin|terrapins".split(
        "|",
      ),
    traits: ["water"],
    why: "a name of the water",
  },
  { words: ["tortoise", "tortoises"], traits: ["slow"], why: "a name for taking life slowly" },
  {
    words: ["bearded dragon", "bearded dragons", "beardie", "iguana", "iguanas", "uromastyx"],
    traits: ["sun"],
    why: "a name of the sun it basks in",
  },
  {
    words: ["hamster", "hamsters", "dwarf hamster", "dwarf hamsters", "mouse", "mice", "gerbil", "gerbils"],
    traits: ["tiny"],
    why: "a name for someone small",
  },
  {
    words:
      "budgie|budgies|parakeet|parakeets|cockatiel|cockatiels|canary|canaries|finch|finches|lovebird|lovebirds|conure|conures".split(
        "|",
      ),
    traits: ["flyer"],
    why: "a name of flight",
  },
  {
    words: ["guinea pig", "guinea pigs", "cavy", "cavies"],
    traits: ["food"],
    why: "a foodie's name, as every one is",
  },
  {
    words: ["ferret", "ferrets"],
    traits: ["mischievous", "curious"],
    why: "a name for a born mischief-maker",
  },
  { words: ["chinchilla", "chinchillas"], traits: ["fluffy"], why: "a name for the softest of coats" },
];
