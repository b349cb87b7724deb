import type { Concept, CuratedName, Species } from "../corpus-types";
import type { IconicName, IconicSet } from "./curated-cues";
import { OTHER_KINDS } from "./curated-kinds";

/**
 * The names people reach for first for a shade the owner wrote for the coat, best known first: Cocoa and
 * Hershey for "dark chocolate", Jet for "jet black", Sky for "sky blue", Smokey for "silver smoke". Keyed
 * by the owner's own colour word as the lexicon reads it (lexicon.ts), one word or a phrase. The names
 * must suit the shade itself: a plain colour word ("black", "orange") keeps the corpus's own names.
 */
export const LOOK_NAMES: ReadonlyMap<string, readonly string[]> = new Map<string, string[]>([
  // black
  ["jet", ["Jet", "Onyx", "Raven", "Ebony", "Midnight"]],
  ["jet black", ["Jet", "Onyx", "Raven", "Ebony", "Midnight"]],
  ["ebony", ["Ebony", "Onyx", "Jet", "Raven"]],
  ["inky", ["Inky", "Ink", "Midnight", "Squid"]],
  ["midnight", ["Midnight", "Nox", "Raven", "Onyx"]],
  ["charcoal", ["Cinder", "Ash", "Charcoal", "Smokey", "Sooty"]],
  ["raven", ["Raven", "Onyx", "Jet"]],
  ["onyx", ["Onyx", "Jet", "Obsidian"]],
  ["coal", ["Coal", "Cinder", "Sooty", "Ember"]],
  ["sooty", ["Sooty", "Smudge", "Cinder"]],
  ["liquorice", ["Liquorice", "Licorice", "Jet"]],
  ["licorice", ["Licorice", "Liquorice", "Jet"]],
  // white
  ["snowy", ["Snowy", "Snow", "Snowflake", "Frosty"]],
  ["snow white", ["Snow", "Snowy", "Snowflake", "Blanche"]],
  ["ivory", ["Ivory", "Pearl", "Vanilla"]],
  ["pearl", ["Pearl", "Ivory", "Opal"]],
  ["pearly", ["Pearl", "Opal", "Ivory"]],
  ["albino", ["Snowy", "Casper", "Ghost", "Pearl"]],
  ["bright white", ["Snowy", "Snow", "Pearl", "Casper", "Ghost"]],
  ["pure white", ["Snowy", "Snow", "Pearl", "Casper", "Ghost"]],
  // grey
  ["silver", ["Silver", "Sterling", "Pewter", "Misty", "Smokey"]],
  ["silvery", ["Silver", "Sterling", "Pewter", "Misty"]],
  ["ash", ["Ash", "Ashes", "Cinder", "Smokey"]],
  ["ashy", ["Ash", "Ashes", "Cinder", "Smokey"]],
  ["smoky", ["Smokey", "Smoke", "Ash", "Misty", "Cinder"]],
  ["smokey", ["Smokey", "Smoke", "Ash", "Misty", "Cinder"]],
  ["smoke", ["Smokey", "Smoke", "Ash", "Misty", "Cinder"]],
  ["slate", ["Slate", "Pebble", "Flint", "Storm"]],
  ["steel", ["Pewter", "Flint"]],
  ["pewter", ["Pewter", "Silver", "Sterling"]],
  ["dove grey", ["Dove", "Misty", "Pebble"]],
  ["stormy", ["Storm", "Stormy", "Misty", "Thunder"]],
  // brown
  ["chocolate", ["Cocoa", "Hershey", "Fudge", "Brownie", "Mocha", "Coco", "Truffle", "Cadbury"]],
  ["cocoa", ["Cocoa", "Coco", "Hershey", "Fudge"]],
  ["coffee", ["Mocha", "Java", "Espresso", "Latte", "Coffee"]],
  ["mocha", ["Mocha", "Java", "Cocoa"]],
  ["chestnut", ["Chestnut", "Conker", "Hazel", "Copper", "Mahogany"]],
  ["liver", ["Conker", "Chestnut", "Mahogany", "Cocoa", "Truffle"]],
  ["mahogany", ["Mahogany", "Conker", "Chestnut"]],
  ["caramel", ["Caramel", "Toffee", "Butterscotch", "Fudge"]],
  ["toffee", ["Toffee", "Fudge", "Caramel"]],
  ["fudge", ["Fudge", "Toffee", "Cocoa"]],
  ["sable", ["Sable", "Mink", "Cocoa"]],
  ["fawn", ["Fawn", "Bambi", "Biscuit"]],
  ["hazel", ["Hazel", "Hazelnut", "Conker"]],
  ["bronze", ["Bronze", "Copper"]],
  ["walnut", ["Walnut", "Conker", "Hazel"]],
  ["castor", ["Conker", "Chestnut", "Hazel"]],
  ["bay", ["Conker", "Chestnut", "Mahogany"]],
  ["dark bay", ["Conker", "Mahogany", "Chestnut"]],
  // golden and yellow
  ["gold", ["Goldie", "Gold", "Nugget", "Honey"]],
  ["honey", ["Honey", "Goldie", "Nugget"]],
  ["blonde", ["Blondie", "Goldie", "Honey"]],
  ["blond", ["Blondie", "Goldie", "Honey"]],
  ["flaxen", ["Flax", "Blondie", "Goldie"]],
  ["wheaten", ["Wheat", "Biscuit", "Honey", "Barley"]],
  ["butterscotch", ["Butterscotch", "Caramel", "Toffee"]],
  ["apricot", ["Apricot", "Peaches", "Honey"]],
  ["sandy", ["Sandy", "Biscuit", "Dune", "Honey"]],
  ["buttery", ["Butter", "Buttercup", "Custard", "Lemon", "Sunny"]],
  ["butter", ["Butter", "Buttercup", "Custard", "Sunny"]],
  ["lemon", ["Lemon", "Lemon Drop", "Sunny", "Buttercup"]],
  ["mustard", ["Mustard", "Dijon"]],
  ["canary", ["Sunny", "Lemon", "Buttercup", "Goldie"]],
  ["lutino", ["Sunny", "Buttercup", "Lemon", "Custard", "Butter", "Banana"]],
  // orange and red
  ["ginger", ["Ginger", "Marmalade", "Tango", "Carrot"]],
  ["marmalade", ["Marmalade", "Ginger", "Tango"]],
  ["pumpkin", ["Pumpkin", "Ginger", "Marmalade"]],
  ["tangerine", ["Tangerine", "Clementine", "Satsuma", "Tango"]],
  ["copper", ["Copper", "Penny", "Rusty"]],
  ["flame", ["Blaze", "Ember", "Phoenix"]],
  ["bright orange", ["Tango", "Tangerine", "Satsuma", "Clementine", "Mango", "Pumpkin"]],
  ["rust", ["Rusty", "Copper", "Russet"]],
  ["rusty", ["Rusty", "Copper", "Russet"]],
  ["auburn", ["Auburn", "Rusty", "Copper"]],
  ["russet", ["Russet", "Rusty", "Copper"]],
  ["cinnamon", ["Cinnamon", "Ginger", "Nutmeg"]],
  ["ruby", ["Ruby", "Scarlet"]],
  ["crimson", ["Scarlet", "Ruby", "Cherry"]],
  ["amel", ["Tango", "Paprika", "Ember", "Blaze"]],
  // cream and beige
  ["creamy", ["Custard", "Vanilla", "Latte", "Meringue", "Butter"]],
  ["buff", ["Biscuit", "Latte", "Oatmeal", "Fawn", "Custard"]],
  ["beige", ["Biscuit", "Oatmeal", "Latte", "Fawn"]],
  ["oatmeal", ["Oatmeal", "Biscuit", "Porridge"]],
  ["vanilla", ["Vanilla", "Custard", "Meringue"]],
  ["champagne", ["Champagne", "Bubbles", "Fizz"]],
  ["biscuit", ["Biscuit", "Cookie"]],
  ["milky", ["Latte", "Chai", "Cuppa", "Milky", "Cream"]],
  ["milky tea", ["Chai", "Latte", "Cuppa", "Earl Grey", "Biscuit"]],
  // blue and green (a bird's, a fish's)
  ["sky blue", ["Sky", "Skye", "Azure", "Bluebell", "Blue"]],
  ["baby blue", ["Sky", "Skye", "Bluebell", "Blue"]],
  ["powder blue", ["Sky", "Skye", "Bluebell", "Blue"]],
  ["cobalt", ["Cobalt", "Sapphire", "Indigo", "Blue"]],
  ["azure", ["Azure", "Sky", "Skye"]],
  ["turquoise", ["Turquoise", "Aqua", "Teal"]],
  ["teal", ["Teal", "Aqua", "Turquoise"]],
  ["indigo", ["Indigo", "Sapphire", "Blue"]],
  ["royal blue", ["Sapphire", "Cobalt", "Blue"]],
  ["lime", ["Lime", "Kiwi", "Pistachio"]],
  ["jade", ["Jade", "Emerald"]],
  ["emerald green", ["Emerald", "Jade"]],
  ["olive green", ["Olive", "Sage"]],
  ["mint green", ["Mint", "Pistachio"]],
  // patterns
  ["brindle", ["Brindle", "Bramble", "Tiger", "Tigger", "Tweed", "Marble"]],
  ["dapple", ["Dapple", "Freckles", "Pebbles"]],
  ["dappled", ["Dapple", "Freckles", "Pebbles"]],
  ["merle", ["Marble", "Merle", "Pebbles", "Freckles"]],
  ["blue merle", ["Bluey", "Marble", "Storm", "Blue", "Denim", "Merlin"]],
  ["red merle", ["Marble", "Rusty", "Copper", "Freckles"]],
  ["leopard", ["Spot", "Dotty", "Freckles", "Cheetah"]],
  ["spots", ["Spot", "Dotty", "Freckles", "Polka", "Domino"]],
  ["spotted", ["Spot", "Dotty", "Freckles", "Polka", "Domino"]],
  ["speckled", ["Freckles", "Speckles", "Pepper", "Dotty"]],
  ["dutch", ["Oreo", "Panda", "Domino", "Magpie", "Humbug"]],
  ["tuxedo", ["Tux", "Tuxedo", "Oreo", "Penguin", "Sylvester", "Figaro", "Domino"]],
  ["tux", ["Tux", "Tuxedo", "Oreo", "Penguin", "Sylvester", "Figaro"]],
  ["calico", ["Calico", "Patches", "Callie", "Patchwork", "Confetti", "Quilt"]],
  ["tortoiseshell", ["Tortie", "Tortellini", "Patches", "Mosaic", "Marmite", "Confetti"]],
  ["tortie", ["Tortie", "Tortellini", "Patches", "Mosaic", "Marmite", "Confetti"]],
  ["piebald", ["Patches", "Domino", "Magpie", "Oreo", "Panda"]],
]);

/**
 * The names for a fancier's word for a coat, the colour or pattern a breeder or a show would enter: a
 * horse's (palomino, buckskin, dun, grullo, strawberry roan, skewbald), a rabbit's or a cavy's (agouti,
 * lilac, broken, harlequin, dalmatian), a bird's or a snake's (pied, spangle, axanthic, leucistic), a
 * cat's points (seal point: a cream body with dark points). The owner names the coat's kind rather than
 * stressing a shade, so these lead the colour's other names as a plain colour does.
 */
export const COAT_TERM_NAMES: ReadonlyMap<string, readonly string[]> = new Map<string, string[]>([
  ["lilac", ["Lilac", "Lavender", "Dove", "Heather", "Misty", "Mauve"]],
  ["grullo", ["Smokey", "Mouse", "Dove", "Ash", "Dusty"]],
  ["grulla", ["Smokey", "Mouse", "Dove", "Ash", "Dusty"]],
  ["axanthic", ["Ash", "Smokey", "Pewter", "Storm"]],
  ["anery", ["Ash", "Smokey", "Pewter", "Storm"]],
  ["anerythristic", ["Ash", "Smokey", "Pewter", "Storm"]],
  ["blue roan", ["Bluey", "Storm", "Smokey", "Pepper", "Freckles"]],
  ["dapple grey", ["Dapple", "Pebbles", "Smokey", "Storm", "Silver"]],
  ["dappled grey", ["Dapple", "Pebbles", "Smokey", "Storm", "Silver"]],
  ["flea bitten", ["Freckles", "Speckles", "Pepper", "Silver"]],
  ["fleabitten", ["Freckles", "Speckles", "Pepper", "Silver"]],
  ["salt and pepper", ["Pepper", "Peppercorn", "Speckles", "Tweed", "Smokey"]],
  ["salt n pepper", ["Pepper", "Peppercorn", "Speckles", "Tweed", "Smokey"]],
  ["agouti", ["Bramble", "Acorn", "Hazel", "Nutmeg", "Conker"]],
  ["chocolate agouti", ["Nutmeg", "Cocoa", "Hazel", "Acorn"]],
  ["golden agouti", ["Honey", "Nutmeg", "Hazel", "Goldie"]],
  ["liver roan", ["Conker", "Freckles", "Cocoa", "Speckles"]],
  ["palomino", ["Goldie", "Honey", "Butterscotch", "Caramel", "Champagne", "Blondie"]],
  ["buckskin", ["Buck", "Suede", "Goldie", "Honey", "Biscuit"]],
  ["dun", ["Dusty", "Sandy", "Biscuit", "Oatmeal", "Honey"]],
  ["dunn", ["Dusty", "Sandy", "Biscuit", "Oatmeal", "Honey"]],
  ["claybank", ["Dusty", "Sandy", "Biscuit", "Ginger"]],
  ["strawberry roan", ["Strawberry", "Rosie", "Berry", "Blush", "Freckles"]],
  ["red roan", ["Strawberry", "Rusty", "Berry", "Freckles"]],
  ["roan", ["Freckles", "Speckles", "Dusty", "Pepper", "Roan"]],
  ["melanistic", ["Shadow", "Onyx", "Jet", "Midnight"]],
  ["leucistic", ["Ghost", "Casper", "Pearl", "Snowy"]],
  ["leucy", ["Ghost", "Casper", "Pearl", "Snowy"]],
  ["seal point", ["Latte", "Mocha", "Chai", "Cappuccino", "Cocoa"]],
  ["chocolate point", ["Latte", "Mocha", "Cocoa", "Fudge", "Chai"]],
  ["blue point", ["Misty", "Frost", "Dove", "Smokey", "Pearl"]],
  ["lilac point", ["Lilac", "Lavender", "Frost", "Dove", "Misty"]],
  ["flame point", ["Peaches", "Apricot", "Creamsicle", "Marmalade"]],
  ["red point", ["Peaches", "Apricot", "Creamsicle", "Marmalade"]],
  ["cream point", ["Custard", "Vanilla", "Latte", "Meringue"]],
  ["lynx point", ["Latte", "Tweed", "Chai", "Tigger"]],
  ["colourpoint", ["Latte", "Mocha", "Chai", "Cappuccino"]],
  ["colorpoint", ["Latte", "Mocha", "Chai", "Cappuccino"]],
  ["dilute calico", ["Pastel", "Patches", "Calico", "Patchwork", "Confetti", "Misty"]],
  ["dilute tortie", ["Pastel", "Tortie", "Patches", "Mosaic", "Misty"]],
  ["dilute tortoiseshell", ["Pastel", "Tortie", "Patches", "Mosaic", "Misty"]],
  ["appaloosa", ["Dotty", "Spot", "Freckles", "Domino", "Polka", "Dapple"]],
  ["dalmatian", ["Dotty", "Spot", "Domino", "Polka", "Freckles"]],
  ["spangle", ["Spangle", "Sparkle", "Freckles", "Sequin"]],
  ["spangled", ["Spangle", "Sparkle", "Freckles", "Sequin"]],
  ["harlequin", ["Harley", "Harlequin", "Jester", "Patches", "Domino", "Patchwork"]],
  ["tricolour", ["Patches", "Calico", "Confetti", "Patchwork", "Socks"]],
  ["tricolor", ["Patches", "Calico", "Confetti", "Patchwork", "Socks"]],
  ["pied", ["Patches", "Piebald", "Domino", "Magpie", "Patchwork"]],
  ["skewbald", ["Patches", "Pinto", "Patchwork", "Domino"]],
  ["tobiano", ["Patches", "Pinto", "Patchwork", "Domino"]],
  ["overo", ["Patches", "Pinto", "Patchwork", "Domino"]],
  ["sabino", ["Patches", "Pinto", "Socks", "Freckles"]],
  ["pinto", ["Pinto", "Patches", "Patchwork", "Domino"]],
  ["torbie", ["Tortie", "Tigger", "Patches", "Mosaic", "Tweed"]],
  ["broken", ["Patches", "Domino", "Patchwork", "Dotty"]],
]);

/**
 * The names people reach for first for a coat of one plain colour ("a black rat", "yellow canary"), keyed
 * by the colour word. A coat of two colours or more suits the names of both (Oreo, Panda) better.
 */
export const PLAIN_LOOK_NAMES: ReadonlyMap<string, readonly string[]> = new Map<string, string[]>([
  ["black", ["Midnight", "Shadow", "Onyx", "Jet", "Sooty", "Raven", "Inky", "Ebony"]],
  ["white", ["Snowy", "Casper", "Ghost", "Pearl", "Snowball", "Snowflake", "Ivory"]],
  ["grey", ["Smokey", "Misty", "Ash", "Storm", "Shadow", "Silver", "Pebble"]],
  ["gray", ["Smokey", "Misty", "Ash", "Storm", "Shadow", "Silver", "Pebble"]],
  ["brown", ["Cocoa", "Mocha", "Hershey", "Fudge", "Brownie", "Hazel", "Bear"]],
  ["golden", ["Goldie", "Honey", "Sunny", "Nugget", "Butterscotch"]],
  ["yellow", ["Sunny", "Lemon", "Banana", "Butter", "Buttercup", "Goldie", "Custard"]],
  ["orange", ["Ginger", "Marmalade", "Tango", "Mango", "Tangerine", "Satsuma", "Clementine"]],
  ["red", ["Rusty", "Ruby", "Copper", "Scarlet", "Cherry", "Red"]],
  ["cream", ["Custard", "Vanilla", "Latte", "Biscuit", "Butter", "Meringue"]],
  ["blue", ["Blue", "Bluey", "Sky", "Skye", "Cobalt", "Sapphire", "Azure"]],
  ["green", ["Kiwi", "Pickle", "Olive", "Basil", "Jade", "Mint", "Sage"]],
]);

/**
 * A fancier's "blue" or "lilac" on fur is a grey (a blue British Shorthair, a blue staffy, a lilac rabbit):
 * for a furred pet these lists stand in for the sky's and the flower's.
 */
export const FURRED_LOOK_NAMES: ReadonlyMap<string, readonly string[]> = new Map<string, string[]>([
  ["blue", ["Smokey", "Storm", "Pewter", "Misty", "Earl Grey", "Ash", "Bluey", "Blue"]],
  ["lilac", ["Lilac", "Dove", "Misty", "Lavender", "Heather", "Smokey"]],
  ["lavender", ["Lavender", "Lilac", "Dove", "Misty", "Heather"]],
]);

/** Names of the shades above that the other files lack. Notes only where the word is well documented. */
export const CURATED_LOOKS: CuratedName[] = [
  {
    name: "Hershey",
    gender: "u",
    themes: ["foods", "colours"],
    evokes: ["brown", "food", "sweet"],
    culturalContext: "Hershey's is the American chocolate maker founded by Milton Hershey in 1894.",
  },
  {
    name: "Cadbury",
    gender: "u",
    themes: ["foods", "colours"],
    evokes: ["brown", "food", "sweet", "british"],
    culturalContext: "Cadbury is the British chocolate maker founded in Birmingham in 1824.",
  },
  { name: "Conker", gender: "u", themes: ["nature", "colours"], evokes: ["brown", "trees"] },
  { name: "Mahogany", gender: "u", themes: ["nature", "colours"], evokes: ["brown", "red"] },
  {
    name: "Custard",
    gender: "u",
    themes: ["foods", "colours"],
    evokes: ["cream", "golden", "food", "sweet"],
  },
  { name: "Latte", gender: "u", themes: ["foods", "colours"], evokes: ["cream", "brown", "food"] },
  {
    name: "Cuppa",
    gender: "u",
    themes: ["foods", "colours"],
    evokes: ["cream", "brown", "british"],
    meaning: "British slang for a cup of tea",
    origin: "English",
  },
  {
    name: "Meringue",
    gender: "u",
    themes: ["foods", "colours"],
    evokes: ["white", "cream", "food", "sweet"],
  },
  { name: "Oatmeal", gender: "u", themes: ["foods", "colours"], evokes: ["cream", "food"] },
  {
    name: "Flax",
    gender: "u",
    themes: ["nature", "colours"],
    evokes: ["golden", "cream"],
    meaning: "the plant whose pale golden fibre gave 'flaxen' hair its name",
    origin: "English",
  },
  { name: "Sterling", gender: "m", themes: ["colours"], evokes: ["grey"] },
  { name: "Pewter", gender: "u", themes: ["colours"], evokes: ["grey"] },
  { name: "Cinder", gender: "u", themes: ["colours"], evokes: ["grey", "black"] },
  { name: "Ashes", gender: "u", themes: ["colours"], evokes: ["grey"] },
  { name: "Smoke", gender: "u", themes: ["colours"], evokes: ["grey"] },
  { name: "Tango", gender: "u", themes: ["colours"], evokes: ["orange"] },
  { name: "Satsuma", gender: "u", themes: ["foods", "colours"], evokes: ["orange", "food", "japanese"] },
  { name: "Clementine", gender: "f", themes: ["foods", "colours"], evokes: ["orange", "food"] },
  { name: "Azure", gender: "u", themes: ["colours"], evokes: ["blue"] },
  { name: "Skye", gender: "f", themes: ["weather", "colours"], evokes: ["blue", "scottish"] },
  { name: "Bluebell", gender: "f", themes: ["nature", "colours"], evokes: ["blue", "flowers"] },
  { name: "Brindle", gender: "u", themes: ["colours"], evokes: ["striped"] },
  { name: "Patchwork", gender: "u", themes: ["colours"], evokes: ["patchy"] },
  { name: "Mosaic", gender: "u", themes: ["colours"], evokes: ["patchy"] },
  { name: "Pastel", gender: "u", themes: ["colours"], evokes: ["patchy", "cream"] },
  { name: "Mauve", gender: "f", themes: ["colours"], evokes: ["grey"] },
  { name: "Blush", gender: "f", themes: ["colours"], evokes: ["red"] },
  { name: "Suede", gender: "u", themes: ["colours"], evokes: ["golden", "brown"] },
  { name: "Peppercorn", gender: "u", themes: ["foods", "colours"], evokes: ["grey", "spotted", "food"] },
  { name: "Spangle", gender: "u", themes: ["colours"], evokes: ["spotted"] },
  { name: "Tweed", gender: "u", themes: ["colours"], evokes: ["striped", "scottish"] },
  { name: "Dotty", gender: "f", themes: ["colours"], evokes: ["spotted"] },
  { name: "Freckles", gender: "u", themes: ["colours"], evokes: ["spotted"] },
  { name: "Speckles", gender: "u", themes: ["colours"], evokes: ["spotted"] },
  { name: "Blondie", gender: "f", themes: ["colours"], evokes: ["golden"] },
  { name: "Russet", gender: "u", themes: ["colours"], evokes: ["red", "brown"] },
  { name: "Snow", gender: "u", themes: ["weather", "colours"], evokes: ["white", "snow"] },
  { name: "Slate", gender: "u", themes: ["nature", "colours"], evokes: ["grey"] },
  { name: "Gold", gender: "u", themes: ["colours"], evokes: ["golden"] },
  {
    name: "Aqua",
    gender: "f",
    themes: ["colours"],
    evokes: ["blue", "water"],
    meaning: "Latin for 'water'",
    origin: "Latin",
  },
  { name: "Teal", gender: "u", themes: ["colours", "nature"], evokes: ["blue", "green"] },
  { name: "Magpie", gender: "u", themes: ["nature", "colours"], evokes: ["black", "white", "patchy"] },
  { name: "Liquorice", gender: "u", themes: ["foods", "colours"], evokes: ["black", "food", "sweet"] },
  { name: "Wheat", gender: "u", themes: ["nature", "colours"], evokes: ["golden", "cream"] },
  { name: "Ink", gender: "u", themes: ["colours"], evokes: ["black"] },
  { name: "Lemon Drop", gender: "f", themes: ["foods", "colours"], evokes: ["golden", "food", "sweet"] },
  { name: "Porridge", gender: "u", themes: ["foods", "colours"], evokes: ["cream", "food", "british"] },
  { name: "Mink", gender: "u", themes: ["colours", "nature"], evokes: ["brown", "sleek"] },
  {
    name: "Titch",
    gender: "u",
    themes: ["size"],
    evokes: ["tiny"],
    meaning: "British slang for a small person",
    origin: "English",
  },
  { name: "Crumb", gender: "u", themes: ["size", "foods"], evokes: ["tiny"] },
  { name: "Prickles", gender: "u", themes: ["nature"], evokes: ["scruffy"] },
  { name: "Needles", gender: "u", themes: ["nature"], evokes: ["scruffy"] },
  { name: "Bristle", gender: "u", themes: ["nature"], evokes: ["scruffy"] },
  {
    name: "Tiggy",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["gentle"],
    culturalContext: "Mrs. Tiggy-Winkle is the hedgehog washerwoman of Beatrix Potter's 1905 tale.",
  },
  { name: "Speedy", gender: "u", themes: ["personality"], evokes: ["fast"] },
  {
    name: "Yertle",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["slow"],
    culturalContext: "Yertle the Turtle is the king of the pond in Dr. Seuss's 1958 story.",
  },
  { name: "Dyson", gender: "m", themes: ["personality"], evokes: ["hungry"] },
  { name: "Scrubber", gender: "u", themes: ["personality"], evokes: ["hungry"] },
  { name: "Hermit", gender: "u", themes: ["personality"], evokes: ["shy", "independent"] },
];

/**
 * The names people reach for first for what a kind of animal is known for, when the owner names the kind:
 * a Roborovski is the smallest hamster, a Shire a gentle giant, a hedgehog prickly, a tortoise slow and
 * shelled, a pleco a glass-cleaning hider. Keyed by the kind as written; the set's names lead the kind's.
 */
const plain = (names: string[]): IconicName[] => names.map((name) => ({ name }));
const TINIEST: IconicSet = {
  why: "a name for the tiniest of pets",
  lead: "mentions",
  names: plain(["Tiny", "Peanut", "Pip", "Button", "Bean", "Titch", "Crumb", "Smidge", "Pipsqueak", "Teeny"]),
};
const GIANT: IconicSet = {
  why: "a name for a gentle giant",
  lead: "mentions",
  names: plain(["Goliath", "Titan", "Hercules", "Atlas", "Samson", "Moose", "Jumbo", "Hagrid", "Colossus"]),
};
const PRICKLY: IconicSet = {
  why: "a name for a prickly little pet",
  lead: "mentions",
  names: [
    ...plain(["Spike", "Prickles", "Needles", "Quill", "Thistle", "Pinecone", "Bristle", "Conker"]),
    {
      name: "Sonic",
      note: "Sonic is the spiky blue hedgehog of Sega's video games, first released in 1991.",
    },
    {
      name: "Tiggy",
      note: "Mrs. Tiggy-Winkle is the hedgehog washerwoman of Beatrix Potter's 1905 tale.",
    },
  ],
};
const SHELL_NAMES: IconicName[] = [
  ...plain(["Shelly", "Sheldon", "Speedy", "Pebble", "Boulder", "Tank", "Rocky"]),
  {
    name: "Franklin",
    note: "Franklin is the young turtle of Paulette Bourgeois's picture books and the TV cartoon.",
  },
  {
    name: "Yertle",
    note: "Yertle the Turtle is the king of the pond in Dr. Seuss's 1958 story.",
  },
];
const SHELLED: IconicSet = {
  why: "a name for a slow and steady shell-dweller",
  lead: "mentions",
  names: SHELL_NAMES,
};
/** A water turtle may be Crush, the sea turtle; a tortoise is no sea turtle. */
const SWIMMING_SHELL: IconicSet = {
  ...SHELLED,
  names: [
    ...SHELL_NAMES,
    { name: "Crush", note: "Crush is the laid-back sea turtle of Pixar's Finding Nemo (2003)." },
  ],
};
const CLEANER: IconicSet = {
  why: "a name for a glass-cleaning hider",
  lead: "mentions",
  names: plain(["Hoover", "Dyson", "Scrubber", "Ninja", "Shadow", "Houdini", "Hermit"]),
};
export interface KindSet {
  /** The kind of pet the word names: a tortoise mentioned beside a rabbit is not the pet. */
  species: Species;
  set: IconicSet;
  /**
   * A kind beyond the usual pets (a goat, a tarantula): no name is made for its species, so its names stay
   * among the pet's when another cue leads.
   */
  beyond?: true;
}
const kinds = (species: Species, set: IconicSet, words: string[]) =>
  words.map((word) => [word, { species, set }] as const);
export const KIND_SETS: ReadonlyMap<string, KindSet> = new Map<string, KindSet>([
  ...kinds("small-pet", TINIEST, ["roborovski", "robo", "robo dwarf"]),
  ...kinds("horse", TINIEST, ["falabella"]),
  ...kinds("horse", GIANT, [
    "shire",
    "shire horse",
    "clydesdale",
    "percheron",
    "draft horse",
    "draught horse",
  ]),
  ...kinds("rabbit", GIANT, ["continental giant", "flemish giant"]),
  ...kinds("dog", GIANT, ["great dane", "irish wolfhound", "newfoundland", "english mastiff", "leonberger"]),
  ...kinds("small-pet", PRICKLY, ["hedgehog", "hedgie", "hoglet"]),
  ...kinds("reptile", SHELLED, ["tortoise"]),
  ...kinds("reptile", SWIMMING_SHELL, ["turtle", "terrapin"]),
  ...kinds("fish", CLEANER, ["pleco", "plecostomus", "bristlenose", "algae eater", "otocinclus"]),
  ...OTHER_KINDS.flatMap(({ species, set, words }) =>
    words.map((word) => [word, { species, set, beyond: true }] as const),
  ),
]);

/**
 * Sets for a size or pace the owner stressed, graded or denied ("not small", "pretty big", "nothing
 * fast about him", "super tiny"), best known first. "slow" is read before the calm soul's set; a size
 * after every trait of character.
 */
export const PACE_AND_SIZE_ICONIC: Partial<Record<Concept, IconicSet>> = {
  slow: {
    why: "a name for an unhurried soul",
    lead: "mentions",
    names: plain(["Slowpoke", "Mosey", "Dawdle", "Poky", "Snail", "Sloth", "Lazybones", "Sunday"]),
  },
  big: {
    why: "a name as big as the pet",
    lead: "mentions",
    names: plain(["Biggie", "Moose", "Jumbo", "Tank", "Goliath", "Titan", "Hulk", "Chonk", "Bear"]),
  },
  chubby: {
    why: "a name for a well-rounded pet",
    lead: "mentions",
    names: plain(["Chunk", "Chonk", "Tubby", "Dumpling", "Meatball", "Butterball", "Porky", "Pudding"]),
  },
  tiny: TINIEST,
};
export const PACE_FIRST = ["slow"] as const satisfies readonly Concept[];
export const SIZE_AFTER = ["chubby", "big", "tiny"] as const satisfies readonly Concept[];
