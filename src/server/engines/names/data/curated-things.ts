import type { Concept, CuratedName, Species, Theme } from "../corpus-types";
import { type IconicSet, iconicNames as names } from "./curated-cues";

/**
 * What a pet loves, does and looks like, and the names a person reaches for first for each: "would sell
 * her soul for a bit of cheddar" (Cheddar, Brie, Gouda), "runs on her wheel all night" (Usain, Flash,
 * Marathon), "looks like a walking mop" (Mop, Moppet, Shaggy). Which phrases choose a set is read in
 * things.ts. The thing's own word comes first where it makes a name; notes only where the story is well
 * documented.
 */
export interface ThingSet extends IconicSet {
  /** The words that name the thing, lower case and singular ("cheese", "cheddar", "polo mint"). */
  words: string[];
  /** The theme the names take in the corpus. */
  theme: Theme;
  /** Words one of which must come just before ("runs on her wheel", not "her wheel is green"). */
  after?: string[];
  /** Words one of which, just after, makes it another thing: "climbs onto the sofa" is no climber's feat. */
  notBefore?: string[];
  /** A habit ("howls", "runs on her wheel"): one cue among the owner's others, not the one they chose to stress. */
  habit?: true;
  /** The idea whose names these are: no set of them for a pet that shuns it (a swimmer's names for a water-hater). */
  shuns?: Concept;
  /**
   * A habit that is what the pet is known for, above anything it loves: a budgie that copies the microwave,
   * an axolotl that grew its foot back, a tortoise that will outlive its owner. Read before the favourites.
   */
  standout?: true;
  /** What the pet takes ("steals socks"): the loot's own name comes among the set's. */
  takes?: true;
  /** Only for these kinds of pet, and before any other set the same words name: "does laps" of a fish. */
  species?: Species[];
  /**
   * A marking the coat makes ("a little black moustache", "with a white moustache"): the pet's own, so its
   * word likens without a "like". "placed": only where the owner puts it on the pet ("a black butterfly on
   * her nose"), since "chases a white butterfly" is no marking.
   */
  marking?: "any" | "placed";
  /**
   * Its words' colours are a change the pet makes ("goes dark when cross"), not its coat: read even where the
   * reader takes the colour for no coat of the pet's.
   */
  changesColour?: true;
}

const set = (theme: Theme, why: string, words: string, list: string): ThingSet => ({
  why,
  lead: "mentions",
  theme,
  words: words.split("|"),
  names: names(list),
});
const food = (why: string, words: string, list: string) => set("foods", why, words, list);
const thing = (why: string, words: string, list: string) => set("personality", why, words, list);
/** Whom a pet waves at: "waves at us", "waving to the neighbours" (not "the waves at the beach"). */
const GREETED = "us me you him them people everyone everybody visitors strangers neighbours neighbors".split(
  " ",
);
/** A wave of the arm, not the sea's: "waves at us all day", "waving to the neighbours". */
export const GREETING_PHRASES = [
  "waves hello",
  "waves back",
  ...["waves", "waving"].flatMap((verb) =>
    ["at", "to"].flatMap((to) => GREETED.map((whom) => `${verb} ${to} ${whom}`)),
  ),
];

/**
 * Foods a pet is mad about. A kind of food written ("cheddar") brings its own name first, then its kin;
 * the word for the family ("cheese") brings the kin in the order people reach for them.
 */
export const LOVED_FOODS: ThingSet[] = [
  food(
    "a cheese lover's name",
    "cheese|cheddar|brie|gouda|feta|halloumi|mozzarella|edam|camembert|stilton|wensleydale|parmesan|ricotta|colby|gruyere|manchego|pecorino|burrata|paneer|roquefort|emmental|havarti|provolone|mascarpone|babybel|cheese string|cream cheese|cottage cheese",
    "Cheddar|Brie|Gouda|Feta|Halloumi|Mozzarella|Edam|Camembert|Stilton|Wensleydale|Parmesan|Ricotta|Colby|Gruyere|Manchego|Pecorino|Burrata|Paneer|Roquefort|Havarti|Provolone|Babybel",
  ),
  food(
    "a herb lover's name",
    "herb|herbs|coriander|cilantro|basil|parsley|sage|thyme|rosemary|dill|chive|fennel|oregano|tarragon|mint leaves",
    "Coriander|Cilantro|Basil|Parsley|Sage|Thyme|Rosemary|Dill|Chive|Fennel|Oregano|Tarragon|Herbie",
  ),
  food(
    "a name for a mint fiend",
    "mint|polo|polo mint|peppermint|spearmint|humbug|tic tac|mento|extra strong mint|trebor",
    "Polo|Minty|Peppermint|Mint|Humbug|Spearmint|Mentos|Trebor|Wintergreen",
  ),
  food(
    "a berry lover's name",
    "berry|blueberry|strawberry|raspberry|blackberry|cranberry|gooseberry|mulberry|elderberry|bilberry",
    "Blueberry|Berry|Strawberry|Raspberry|Blackberry|Cranberry|Bramble|Gooseberry|Mulberry|Elderberry|Bilberry",
  ),
  food(
    "an apple lover's name",
    "apple|apple slice|apple core",
    "Apple|Pippin=A pippin is an apple grown from a pip, as in Cox's Orange Pippin.|Braeburn|Fuji=The Fuji is a sweet, crisp apple bred in Japan.|Bramley|Russet|Cox|Crumble",
  ),
  food("a banana lover's name", "banana|plantain", "Banana|Nana|Plantain|Chiquita"),
  food("a carrot lover's name", "carrot|carrot top", "Carrot|Parsnip|Turnip|Radish|Crunch"),
  food(
    "a name for a lover of greens",
    "lettuce|kale|spinach|greens|cabbage|romaine|chard|bok choy|pak choi|watercress|cress|rocket leaves|rocket leaf|rocket salad|wild rocket|arugula|rucola|roquette|mizuna|endive|radicchio|frisee|salad|salad leaves|spring greens|little gem|iceberg lettuce|broccoli|sprout|brussels sprout|celery|cauliflower",
    "Lettuce|Kale|Spinach|Romaine|Cabbage|Sprout|Chard|Broccoli|Celery|Watercress|Bok Choy|Arugula|Rucola|Cress|Radicchio|Endive|Salad|Leafy",
  ),
  food(
    "a melon lover's name",
    "melon|watermelon|honeydew|cantaloupe",
    "Melon|Watermelon|Honeydew|Cantaloupe",
  ),
  food(
    "a tropical fruit lover's name",
    "mango|papaya|kiwi|pineapple|coconut|guava|lychee|passion fruit|dragon fruit|fig|date",
    "Mango|Papaya|Kiwi|Pineapple|Coconut|Guava|Lychee|Fig|Date",
  ),
  food(
    "a name for a lover of stone fruit",
    "peach|plum|apricot|cherry|nectarine|prune",
    "Peach|Plum|Apricot|Cherry|Nectarine",
  ),
  food("a grape lover's name", "grape|raisin|sultana|currant", "Grape|Raisin|Sultana|Currant"),
  food("a pear lover's name", "pear", "Pear|Bartlett|Conference"),
  food(
    "a name for a lover of peas and beans",
    "pea|peas|sweetcorn|corn|bean|green bean|edamame|pea pod|sugar snap",
    "Pea|Peapod|Sweetpea|Sweetcorn|Kernel|Bean|Edamame",
  ),
  food("a cucumber lover's name", "cucumber|gherkin|pickle|cuke", "Cucumber|Pickle|Gherkin|Cuke"),
  food(
    "a name for a lover of squash",
    "pumpkin|squash|butternut|zucchini|courgette|marrow|sweet potato|yam",
    "Pumpkin|Squash|Butternut|Zucchini|Courgette|Marrow|Yam",
  ),
  food(
    "a potato lover's name",
    "potato|chip|fry|french fry|mash|hash brown|tater tot",
    "Spud=Spud is an old nickname for a potato.|Tater|Chip|Fry|Mash|Potato|Hash Brown",
  ),
  food(
    "a nut lover's name",
    "nut|peanut|peanut butter|walnut|almond|cashew|pecan|hazelnut|pistachio|acorn|macadamia|monkey nut",
    "Peanut|Skippy|Nutty|Walnut|Almond|Cashew|Pecan|Hazel|Pistachio|Acorn|Macadamia",
  ),
  food(
    "a seed lover's name",
    "seed|sunflower seed|sunflower|millet|millet spray|sesame|poppy seed|chia|flax|hemp seed",
    "Sunflower|Millet|Sesame|Poppy|Chia|Seedy",
  ),
  food(
    "a name for a hay and grass muncher",
    "hay|timothy|timothy hay|alfalfa|oat|oats|barley|meadow hay|grass",
    "Timothy|Barley|Oats|Alfalfa|Meadow|Haystack|Clover",
  ),
  food("a dandelion lover's name", "dandelion|clover|daisy", "Dandelion|Dandy|Clover|Daisy"),
  food(
    "a meat lover's name",
    "bacon|sausage|ham|salami|pepperoni|chorizo|meatball|steak|brisket|hot dog|frankfurter|burger|meat|roast chicken|chicken|turkey|pork|lamb chop",
    "Bacon|Sausage|Banger|Chorizo|Salami|Pepperoni|Meatball|Brisket|Nugget|Drumstick|Frankie",
  ),
  food(
    "a name for a fish fancier",
    "tuna|salmon|sardine|kipper|anchovy|mackerel|sushi|prawn|shrimp|cod|trout|fish finger",
    "Tuna|Salmon|Sardine|Kipper|Anchovy|Mackerel|Sushi|Prawn|Shrimp|Trout",
  ),
  food(
    "a name for a lover of baked treats",
    "biscuit|cookie|muffin|cupcake|brownie|donut|doughnut|waffle|pancake|crumpet|scone|croissant|bagel|pretzel|toast|bread|bun|cracker|cake|pastry|shortbread|flapjack|bikkie|bickie|biccy|ginger nut|gingernut|ginger snap|gingersnap|gingerbread|ginger biscuit|digestive|hobnob|rich tea|custard cream|bourbon biscuit|jammie dodger|jaffa cake|garibaldi|malted milk|oreo|tim tam|anzac biscuit|arrowroot biscuit|nice biscuit|fig roll|parkin",
    "Biscuit|Cookie|Muffin|Cupcake|Brownie|Donut|Waffle|Pancake|Crumpet|Scone|Croissant|Bagel|Pretzel|Toast|Bun|Cracker|Flapjack|Gingernut|Gingersnap|Gingerbread|Hobnob|Digestive|Bourbon|Custard|Oreo|Bikkie|Crumbs",
  ),
  food(
    "a name for a sweet tooth",
    "sweet|sweets|candy|toffee|fudge|caramel|marshmallow|jellybean|jelly bean|honey|treacle|syrup|maple syrup|gumdrop|sherbet|licorice|liquorice|chocolate|cocoa|praline|sugar|jelly|sugar lump|sugar lumps|sugar cube|sugar cubes|molasses",
    "Toffee|Fudge|Caramel|Marshmallow|Jellybean|Honey|Treacle|Maple|Gumdrop|Sherbet|Licorice|Cocoa|Praline|Sugar|Candy",
  ),
  food(
    "a name for a pizza and pasta lover",
    "pizza|pasta|spaghetti|macaroni|ravioli|gnocchi|penne|linguine|lasagna|lasagne|noodle|ramen|udon",
    "Pizza|Pepperoni|Noodle|Spaghetti|Macaroni|Ravioli|Gnocchi|Penne|Linguine|Lasagna|Ramen|Udon",
  ),
  food(
    "a snacker's name",
    "popcorn|crisp|crisp packet|packet of crisps|bag of crisps|nacho|dorito|cheeto|pringle|tortilla chip|cheese puff|wotsit|tayto|walkers|hula hoop|monster munch|quaver|twiglet|frazzle|skips|mini cheddar|kettle chips|hunky dory",
    "Popcorn|Nacho|Dorito|Cheeto|Pringle|Crisp|Wotsit|Tayto|Walker|Hula Hoop|Quaver|Twiglet|Skips|Crunch",
  ),
  food(
    "a name for an ice cream lover",
    "ice cream|sundae|sorbet|gelato|yogurt|yoghurt|whipped cream|custard|pudding",
    "Sundae|Gelato|Sorbet|Scoop|Vanilla|Sprinkles|Custard|Pudding",
  ),
  food(
    "a name for a dumpling and sushi fan",
    "dumpling|bao|mochi|tofu|miso|gyoza|nori|wasabi|kimchi|dim sum",
    "Dumpling|Bao|Mochi|Tofu|Miso|Gyoza|Nori|Wasabi|Kimchi",
  ),
  food(
    "a name for a bug hunter",
    "cricket|mealworm|worm|waxworm|locust|roach|dubia|grub|superworm|insect|bug|beetle|fly|moth",
    "Cricket|Jiminy=Jiminy Cricket is Pinocchio's conscience in Disney's Pinocchio (1940).|Grub|Wiggles|Beetle|Bugsy|Moth",
  ),
  food(
    "a name for a coffee and tea lover",
    "coffee|tea|latte|espresso|chai|cappuccino|mocha",
    "Latte|Mocha|Espresso|Chai|Cappuccino|Earl Grey|Biscuit",
  ),
  food(
    "an egg lover's name",
    "egg|scrambled egg|boiled egg|omelette",
    "Eggy|Omelette|Yolk|Benedict|Scramble",
  ),
  food(
    "a citrus lover's name",
    "citrus|satsuma|clementine|tangerine|mandarin|grapefruit|kumquat",
    "Satsuma|Clementine|Tangerine|Mandarin|Citrus|Kumquat|Zesty",
  ),
  food(
    "a name for a lover of root veg",
    "beetroot|beet|radish|parsnip|turnip|swede|celeriac|rutabaga",
    "Beetroot|Radish|Parsnip|Turnip|Swede|Rutabaga|Neep",
  ),
  food(
    "a breakfast lover's name",
    "porridge|weetabix|cereal|cornflakes|cheerios|granola|muesli|shreddies|rice krispies",
    "Porridge|Weetabix|Muesli|Granola|Cheerio|Shreddie|Krispie|Oaty",
  ),
  food(
    "a Sunday roast lover's name",
    "roast dinner|sunday roast|sunday dinner|gravy|yorkshire pudding|yorkshire pud|yorkshire puds|roast potato|roast potatoes|roastie|roasties",
    "Yorkie|Gravy|Roastie|Sunday|Pudding|Stuffing|Bisto=Bisto gravy has been poured over British Sunday dinners since 1908.",
  ),
  food(
    "a pie lover's name",
    "pork pie|pasty|meat pies|cornish pasty|sausage roll|scotch egg|steak bake|meat pie|pie crust",
    "Pie|Pasty|Pork Pie|Sausage Roll|Greggs|Crusty|Piecrust|Scotch Egg",
  ),
  food(
    "a flower nibbler's name",
    "hibiscus|rose petal|rose petals|petals|nasturtium|pansy|pansies|marigold|calendula|flowers",
    "Hibiscus|Petal|Pansy|Marigold|Nasturtium|Blossom|Rosie|Posy",
  ),
  food(
    "a name for a dairy lover",
    "milk|cream|double cream|butter|milk bottle|cream cheese",
    "Butter|Cream|Custard|Dairy|Buttercup|Latte",
  ),
  food("a tomato lover's name", "tomato|cherry tomato", "Tomato|Cherry|Tommy|Pomodoro"),
  food(
    "a treat hound's name",
    "dreamies|temptations|dentastix|gravy bone|bonio|schmacko|jerky|rawhide|pig ear|pigs ear|yoghurt drop|yogurt drop|kibble",
    "Nibbles|Kibble|Jerky|Treacle|Snacks|Goodie|Bonio|Dreamy|Crumbs",
  ),
];

/** Toys and objects a pet is devoted to. */
export const LOVED_THINGS: ThingSet[] = [
  thing(
    "a name for a crinkle-ball fanatic",
    "crinkle ball|crinkly ball|crinkle|crinkly|crinkle toy|foil ball|tinfoil ball|tin foil ball|tinfoil|foil",
    "Crinkle|Crinkles|Rattle|Jingle|Pinball|Ping|Pong|Marble",
  ),
  thing(
    "a name for a pet who lives for the bell",
    "bell|bell toy|jingle bell|bells",
    "Bell|Jingle|Ding|Tinker|Chime|Jingles|Dinger|Bellamy|Ringo",
  ),
  thing(
    "a ball-chaser's name",
    "ball|tennis ball|bouncy ball|rubber ball|kong",
    "Bouncer|Pinball|Wilson=Wilson is the volleyball Tom Hanks's castaway befriends in Cast Away (2000).|Dribble|Bobble|Rally|Ace|Bounce|Kong=The Kong is the red rubber toy that dogs the world over chew and chase.",
  ),
  thing(
    "a name for a squeaky-toy fiend",
    "squeaky toy|squeaker|squeaky|squeaky ball",
    "Squeaky|Squeak|Squeaker|Pipsqueak|Honk",
  ),
  thing(
    "a name for a tug-of-war champion",
    "rope toy|rope|tug toy|tug of war|tuggy",
    "Tug|Tugboat|Rope|Knot|Tuggy",
  ),
  thing("a stick collector's name", "stick|twig|branch|log", "Stick|Twig|Woody|Branch|Timber|Chewy"),
  thing("a name for a frisbee catcher", "frisbee|flying disc|disc", "Frisbee|Ace|Skip|Whizz|Boomerang"),
  thing("a laser chaser's name", "laser|laser pointer|red dot|laser dot", "Laser|Dot|Zap|Beam|Sparky"),
  thing(
    "a name for a feather-toy hunter",
    "feather|feather wand|feather toy|wand toy|da bird",
    "Feather|Pounce|Birdie|Flicker|Plume",
  ),
  thing(
    "a name for a yarn-ball tangler",
    "yarn|wool|string|ball of wool|twine",
    "Yarn|Woolly|Twine|Purl|Tangles|Scrunchie",
  ),
  thing(
    "a name for a hair-tie thief",
    "hair tie|hair ties|hair bobble|bobble|hair band|hairband|scrunchie|hair elastic|elastic band|rubber band|hair clip|hair slide|hair grip|kirby grip|bobby pin|ponytail holder|hair bow",
    "Scrunchie|Bobble|Bobbles|Ponytail|Pigtail|Plait|Braid|Topknot|Ribbon|Bobbin|Twist",
  ),
  thing(
    "a bone lover's name",
    "bone|bones|marrow bone|marrowbone|antler|antlers|dental chew|nylabone",
    "Bones|Marrow|Chewy|Femur|Rawhide|Antler|Gnasher",
  ),
  thing(
    "a birdwatcher's name",
    "birds|bird feeder|birdfeeder|bird table|bird tv|pigeon|pigeons|seagull|seagulls|sparrows|robins|blackbirds|crows|magpies",
    "Birdie|Twitcher|Oddie=Bill Oddie, the birdwatcher, presented the BBC's Springwatch.|Sylvester=Sylvester is the Looney Tunes cat forever after Tweety Pie.|Tweety|Peeper|Hawkeye|Binoculars",
  ),
  thing(
    "a squirrel chaser's name",
    "squirrel|squirrels|chipmunk|chipmunks",
    "Dug=Dug, the talking dog of Pixar's Up (2009), breaks off mid-sentence at every squirrel.|Nutkin|Scrat|Chase|Acorn|Tracker|Hunter",
  ),
  thing(
    "a box lover's name",
    "cardboard|box|cardboard box|amazon box|parcel|carton|delivery box|shoebox|shoe box",
    "Boxer|Parcel|Cardboard|Box|Carton|Amazon|Prime|Fort|Boxy",
  ),
  thing(
    "a sock thief's name",
    "sock|socks",
    "Socks|Dobby=Dobby is the house-elf in the Harry Potter books who is freed by the gift of a sock.|Sockie|Argyle",
  ),
  thing(
    "a name for a slipper snatcher",
    "slipper|shoe|boot|trainer|sneaker|flip flop|croc",
    "Slipper|Loafer|Sneaker|Boots|Moccasin|Flip Flop",
  ),
  thing(
    "a name for a blanket snuggler",
    "blanket|blankie|fleece|duvet|quilt",
    "Blankie|Linus=Linus van Pelt of Peanuts never lets go of his security blanket.|Snuggles|Fleece|Quilt|Duvet",
  ),
  thing(
    "a name for a teddy lover",
    "teddy|teddy bear|plushie|stuffed toy|soft toy|stuffy|plush",
    "Teddy|Plushie|Stuffy|Cuddles|Fluff",
  ),
  thing(
    "a name for a rubber duck's best friend",
    "rubber duck|duck toy|duckie|ducky",
    "Ducky|Quackers|Duckie|Puddles|Waddles",
  ),
  thing(
    "a name for a pet in love with its mirror",
    "mirror|reflection",
    "Narcissus=Narcissus, in Greek myth, fell in love with his own reflection.|Mirror|Selfie|Echo|Vanity",
  ),
  thing("a name for a hammock lounger", "hammock|swing", "Hammock|Swingy|Hammy|Hang Ten"),
  thing("a tunnel lover's name", "tunnel|tunnels|tube", "Tunnel|Burrow|Hobbit|Molehill|Burrows"),
  thing(
    "a name for a paper shredder",
    "paper|toilet roll|loo roll|toilet paper|tissue|newspaper|paper bag",
    "Shredder|Confetti|Paper|Scraps|Tissue|Andrex",
  ),
  thing("a name for a cushion king", "cushion|pillow|bean bag|beanbag", "Cushion|Pillow|Beanbag|Pouf|Puffin"),
  thing(
    "a name for a radiator lounger",
    "radiator|heater|fire|fireplace|hot water bottle|heated pad",
    "Toasty|Cosy|Ember|Radiator|Hearth",
  ),
  thing(
    "a bubble chaser's name",
    "bubble|bubbles|bubble machine|bubble wrap|bubblewrap|popping bubble wrap",
    "Bubbles|Bubble|Pop|Popper|Poppet|Fizz|Snap|Crackle|Bubblegum",
  ),
  // Machines and visitors a pet waits for: "his favourite thing is the bin lorry", "obsessed with the hoover".
  thing(
    "a name for a bin-lorry fan",
    "bin lorry|bin lorries|binmen|bin men|binman|bin man|garbage truck|garbage man|rubbish truck|dustcart|dustman|dustmen|recycling truck|trash truck|bin day|bins",
    "Binny|Binman|Dusty|Oscar=Oscar the Grouch lives in a trash can on Sesame Street.|Womble=The Wombles of Wimbledon Common tidy up the rubbish people leave behind.|Wall-E=Wall-E is the little rubbish-compacting robot of Pixar's WALL-E (2008).|Skip",
  ),
  thing(
    "a fire engine's name",
    "fire engine|fire truck|firemen|fireman|firefighter|siren|sirens|ambulance|police car",
    "Sam=Fireman Sam is the hero of the Welsh children's TV series.|Siren|Blaze|Sparky|Nee Naw|Flash",
  ),
  thing(
    "an ice cream van's name",
    "ice cream van|ice cream truck|ice cream man|mr whippy|whippy",
    "Whippy|Mr Whippy|Cornetto|Flake|Sundae|Scoop|Tutti Frutti|Ding Dong",
  ),
  thing(
    "a tractor fan's name",
    "tractor|tractors|digger|diggers|excavator|jcb|dumper truck|cement mixer|steamroller",
    "Digger|Scoop|Muck|Dizzy|Fergie|Deere|Tonka|Chugger|Roley",
  ),
  thing(
    "a postie fan's name",
    "postman|postwoman|postie|mailman|delivery driver|delivery man|courier|amazon driver|parcel man",
    "Pat=Postman Pat is the British children's TV postman with his black and white cat Jess.|Postie|Jess",
  ),
  thing(
    "a washing machine watcher's name",
    "washing machine|spin cycle|tumble dryer|dryer|dishwasher|washer",
    "Suds|Bubbles|Tumble|Whirl|Spinner|Sudsy|Zanussi",
  ),
  thing(
    "a hoover fan's name",
    "hoover|vacuum|vacuum cleaner|robot hoover|robot vacuum|roomba|dyson",
    "Hoover|Henry=Henry is the smiling red vacuum cleaner of British homes.|Roomba|Dyson|Dusty|Zoomba|Robo",
  ),
  thing(
    "a doorbell's name",
    "doorbell|door bell|knock at the door|letterbox|letter box",
    "Ding Dong|Dingdong|Bell|Chime|Knock Knock|Buzzer|Ringo|Avon",
  ),
  thing(
    "a telly watcher's name",
    "telly|tv|television|nature documentaries|david attenborough|attenborough|cartoons|football on tv",
    "Telly|Attenborough=Sir David Attenborough has narrated nature documentaries for the BBC for seventy years.|Sir David|Netflix|Zapper|Tubby",
  ),
  thing(
    "a quiz show fan's name",
    "jeopardy|wheel of fortune|countdown|pointless|university challenge|mastermind|family feud|family fortunes|quiz show|quiz shows|game show|game shows",
    "Trebek=Alex Trebek hosted the American quiz show Jeopardy! from 1984 to 2020.|Jeopardy|Buzzer|Trivia|Quizzy|Brainiac|Genius|Chaser|Countdown|Mastermind",
  ),
  thing(
    "a snooker fan's name",
    "snooker|the snooker|snooker on tv|world snooker|pool table|snooker table",
    "Snooker|Ronnie=Ronnie O'Sullivan, 'the Rocket', has won the World Snooker Championship seven times.|Rocket|Whirlwind=Jimmy White, 'the Whirlwind', reached six World Snooker Championship finals.|Hendry=Stephen Hendry won the World Snooker Championship seven times in the 1990s.|Cue|Chalk|Baize|Pocket|Crucible=The Crucible Theatre in Sheffield has hosted the World Snooker Championship since 1977.",
  ),
  thing(
    "a name for a pet who lives for car rides",
    "car ride|car rides|car|the car|van|road trip|road trips",
    "Rider|Roadie|Shotgun|Cruiser|Dash|Jeep|Zoom",
  ),
  thing(
    "a name for a pet in love with the hose",
    "hose|hosepipe|garden hose|sprinkler|sprinklers|paddling pool|water pistol",
    "Splash|Squirt|Sprinkles|Puddles|Spritz|Splashy",
  ),
  thing(
    "a snow lover's name",
    "snow|snowflakes|snowballs|snowball|ice cube|ice cubes",
    "Snowy|Frosty|Flurry|Blizzard|Yeti|Snowball",
  ),
  thing(
    "a pirate ship's name",
    "pirate ship|shipwreck|sunken ship|treasure chest|pirate",
    "Captain|Sparrow=Captain Jack Sparrow is Johnny Depp's pirate in Pirates of the Caribbean.|Hook|Blackbeard|Silver=Long John Silver is the one-legged pirate of Treasure Island.|Smee|Cutlass|Jolly Roger",
  ),
  thing(
    "a castle dweller's name",
    "castle|castle ornament|sunken castle|hideout|hidey|hidey house",
    "Camelot|Knight|Lancelot|Turret|Arthur",
  ),
  thing("a leaf chaser's name", "leaf|leaves|pile of leaves", "Leafy|Crunch|Rustle|Maple|Acorn"),
  thing("a mud lover's name", "mud|puddle|muddy puddle|mud bath", "Muddy|Puddles|Pigpen|Mudpie|Boggy"),
  thing(
    "a name for a sink sleeper",
    "sink|bathroom sink|kitchen sink|basin|washbasin|wash basin|hand basin|bathroom basin",
    "Sink|Sinky|Basin|Plughole|Taps|Soapy|Suds|Flannel|Loofah|Porcelain",
  ),
  thing(
    "a cyclist's sidekick's name",
    "bike basket|bicycle basket|bike|bicycle|bike trailer|handlebars|tandem|bike rides|bike ride|cargo bike",
    "Pedal|Spokes|Tandem|Toto=In The Wizard of Oz (1939), Miss Gulch carries Toto off in her bicycle basket, and he jumps out and runs home.|Basket|Raleigh|Chopper|Penny|Wiggo|Bianchi",
  ),
  thing("a name for a pet who loves its ladder", "ladder|perch|rope perch", "Ladder|Climber|Perch|Skye"),
];

/** A sport the pet takes part in ("surfs", "does kaninhop"): what it is known for, before what it loves. */
const sport = (why: string, words: string, list: string): ThingSet => ({
  ...set("personality", why, words, list),
  standout: true,
});

/** What the pet does, however often the owner says it: "runs on his wheel all night", "sings opera". */
const HABITS: ThingSet[] = [
  {
    ...set(
      "personality",
      "a name for a marathon runner",
      "wheel",
      "Usain=Usain Bolt, the Jamaican sprinter, is the fastest man ever timed over 100 metres.|Bolt|Marathon|Forrest=Forrest Gump runs across America for more than three years in the film Forrest Gump (1994).|Runner|Kipchoge=Eliud Kipchoge ran the first marathon under two hours, in 2019.|Roadrunner|Wheelie|Rocket|Zoom|Speedy|Dash|Flash|Mo/m=Mo Farah, the British distance runner, won Olympic gold at 5000 and 10,000 metres twice over.|Paula/f=Paula Radcliffe, the British marathon runner, held the women's marathon world record for 16 years.",
    ),
    after:
      "run runs running ran spins spinning sprints sprinting races racing jogs jogging zooms on loves".split(
        " ",
      ),
  },
  set(
    "personality",
    "a name for a speed demon",
    "zoomies|sprints|runs laps|does laps|zooms around|races around",
    "Zoom|Zoomer|Turbo|Dash|Flash|Rocket|Bolt|Zippy|Whizz|Speedy",
  ),
  sport(
    "a skateboarder's name",
    "skateboard|skateboarding|skates|skateboards|skating",
    "Ollie=The ollie, the jump at the heart of skateboarding, is named after Alan 'Ollie' Gelfand, who invented it in the 1970s.|Tony=Tony Hawk is the American skateboarder who landed the first 900.|Hawk|Kickflip|Skater|Shredder|Rad|Gnarly|Grom|Dude",
  ),
  sport(
    "a surfer's name",
    "surf|surfs|surfing|surfboard",
    "Kelly=Kelly Slater has won the World Surf League title a record 11 times.|Slater|Duke=Duke Kahanamoku, the Hawaiian swimmer, brought surfing to the world.|Bodhi=Bodhi is the surfing bank robber of the film Point Break (1991).|Kahuna|Swell|Wave|Gnarly|Grom|Longboard|Surfer|Dude|Shaka|Breaker",
  ),
  set(
    "personality",
    "an opera singer's name",
    "opera|aria|arias|operatic",
    "Pavarotti=Luciano Pavarotti was the Italian tenor loved worldwide for his Nessun Dorma.|Caruso=Enrico Caruso was the Italian tenor who became the first great recording star.|Aria|Figaro|Tenor|Placido|Domingo|Bocelli|Luciano|Diva/f|Callas/f=Maria Callas was the great soprano of the 1950s, La Divina.",
  ),
  set(
    "personality",
    "a singer's name",
    "sings|singing|singer|serenades|croons|crooner|warbles|karaoke",
    "Melody|Aria|Elvis/m|Freddie/m=Freddie Mercury was the flamboyant lead singer of Queen.|Sinatra/m|Crooner|Warbler|Adele/f|Dolly/f|Bing/m|Frankie|Chirp",
  ),
  set(
    "personality",
    "a whistler's name",
    "whistles|whistling|whistler|wolf whistles",
    "Whistler|Whistle|Piper|Peep|Toot|Tweet",
  ),
  {
    ...set(
      "personality",
      "a swimmer's name",
      "swims|swimming|swimmer|paddles|paddling|swims laps|swimming laps|swims lengths|backstroke|breaststroke|doggy paddle",
      "Splash|Paddle|Flipper|Phelps=Michael Phelps won 23 Olympic swimming golds, more than anyone else.|Peaty=Adam Peaty, the British breaststroker, won Olympic gold in 2016 and 2021.|Spitz=Mark Spitz won seven swimming golds at the 1972 Olympics.|Dipper|Otter|Puddles|Splashy",
    ),
    shuns: "water",
  },
  set(
    "personality",
    "a digger's name",
    "digs|digging|digger|burrows|burrowing|tunnels",
    "Digger|Digby|Dig|Scoop|Shovel|Spade|Badger|Mole",
  ),
  {
    ...set(
      "personality",
      "a name for a little thief",
      "steals|stealing|thief|nicks|pinches|swipes|pilfers|kleptomaniac|klepto|counter surfs|counter surfing|cat burglar|burglar|heist",
      "Bandit|Swiper=Swiper is the sly fox of Dora the Explorer ('Swiper, no swiping!').|Klepto|Robin|Magpie|Raffles=Raffles is E. W. Hornung's gentleman thief, the amateur cracksman.|Dodger=The Artful Dodger is the young pickpocket of Dickens's Oliver Twist.|Raider|Pirate|Rogue|Loot",
    ),
    takes: true,
  },
  set(
    "personality",
    "a hoarder's name",
    "hoards|hoarding|hoarder|stash|stashes|stashing|stockpile|stockpiles|stockpiling|squirrels away|stuffs his cheeks|stuffs her cheeks|stuffing his cheeks|stuffing her cheeks|fills his cheeks|fills her cheeks|cheeks full|pouches",
    "Hoarder|Stash|Squirrel|Nutkin=Squirrel Nutkin is Beatrix Potter's cheeky red squirrel.|Scrat=Scrat is the acorn-obsessed sabre-toothed squirrel of the Ice Age films.|Smaug=Smaug is the dragon of The Hobbit who sleeps on a hoard of gold.|Scrooge|Chipmunk|Cheeks|Pantry|Larder|Gollum",
  ),
  {
    ...set(
      "personality",
      "a keyboard warrior's name",
      "laptop|laptop keys|keyboard keys|computer keys|computer keyboard|macbook|qwerty",
      "Qwerty|Typo|Ctrl|Alt|Esc|Delete|Tab|Shift|Cursor|Pixel|Byte|Macro",
    ),
    after:
      "pulls pulled pulling pries prising prizes types typing presses pressing walks walking sits sitting sleeps lies off on onto across over".split(
        " ",
      ),
  },
  set(
    "personality",
    "a name for a devoted little shadow",
    "follows me everywhere|follows me around|follows me round|follows me to the loo|follows me to the toilet|follows me to the bathroom|follows me from room to room|follows us everywhere|follows us around|follows us round|never leaves my side|glued to my side|stuck to me like glue",
    "Shadow|Velcro|Sidekick|Tagalong|Limpet|Echo|Buddy|Robin=Robin is Batman's faithful sidekick.",
  ),
  set(
    "personality",
    "a sniffer's name",
    "sniffs|sniffing|sniffer|nose to the ground|nose on the ground|nose always on the ground|nose glued to the ground|follows his nose|follows her nose|tracker|tracking|tracks scents|sniffs everything",
    "Sherlock=Sherlock Holmes, the great detective, follows every trail to its end.|Sniffer|Snoop|Tracker|Scout|Truffle|Columbo|Poirot|Nosey|Radar|Watson",
  ),
  {
    ...set(
      "personality",
      "an Olympic swimmer's name",
      "laps|lengths|does laps|does lengths|swims laps|swimming laps|swims lengths|races the length|races up and down",
      "Phelps=Michael Phelps won 23 Olympic swimming golds, more than anyone else.|Peaty=Adam Peaty, the British breaststroker, won Olympic gold in 2016 and 2021.|Thorpedo=Ian Thorpe, 'the Thorpedo', won five Olympic swimming golds for Australia.|Spitz=Mark Spitz won seven swimming golds at the 1972 Olympics.|Adlington=Rebecca Adlington won two Olympic swimming golds for Britain in 2008.|Ledecky|Torpedo|Speedo|Freestyle|Splash",
    ),
    species: ["fish"],
  },
  set(
    "personality",
    "a name for a tireless cleaner",
    "cleans the glass|cleans the tank|cleans glass|cleaning the glass|cleans the sides|algae eater|eats algae|eats the algae|sucks the glass|suck the glass|sucking the glass|sucking it clean|sucks it clean|stuck to the glass|glued to the glass|sucker mouth|suckermouth|licks the glass|hoovers up|hoovering up|vacuums up|tank cleaner|glass cleaner",
    "Hoover|Dyson|Henry=Henry is the smiling red vacuum cleaner of British homes.|Roomba|Scrubs|Sucker|Limpet|Plunger|Mop|Squeegee|Janitor|Sweeper",
  ),
  {
    ...set(
      "personality",
      "a climber's name",
      "climbs|climbing|climber|clambers|clambering|scrambles up|scales the|scales walls|scales fences|mountain goat|up ladders|up the ladder",
      "Everest|Hillary=Edmund Hillary and Tenzing Norgay were the first to reach the summit of Everest, in 1953.|Tenzing|Summit|Sherpa|Peak|Spidey|Climber|Alpine|Cliff|Boulder|Tarzan|Koala|Monkey|Squirrel|Gecko|Ivy",
    ),
    notBefore:
      "sofa couch settee bed lap laps knee knees chair armchair bag box cage hutch basket pocket hood blanket duvet covers bath car shoulder shoulders".split(
        " ",
      ),
  },
  set(
    "personality",
    "a name for a bouncer",
    "binkies|binky|bounces|bouncing|pogo|popcorning|zebedee",
    "Binky|Bounce|Boing|Pogo|Tigger|Springer|Zebedee|Flip|Twist|Tumble",
  ),
  set(
    "personality",
    "a war dancer's name",
    "war dance|war dances|war dancing|weasel war dance|weasel dance|dooks|dooking|happy dance|happy dances",
    "Boogie|Jig|Pogo|Boing|Shimmy|Jive|Disco|Bounce|Tigger|Zigzag",
  ),
  set(
    "personality",
    "a name for a born retriever",
    "fetch|fetches|fetching|retrieves",
    "Fetch|Chase|Catcher|Ace|Boomerang",
  ),
  set(
    "personality",
    "a hunter's name",
    "mouser|hunts|hunting|hunter|catches mice|stalks",
    "Mouser|Hunter|Pounce|Tom=Tom is the cat forever chasing Jerry the mouse in Tom and Jerry.|Stalker|Ninja",
  ),
  set(
    "personality",
    "an escape artist's name",
    "escapes|escape artist|escaping|breaks out|escapologist|jailbreak|gets out|got out|lets himself out|lets herself out|undoes latches|undoes the latch|undoes gate latches|undoes the gate|opens the gate|opens gates|jumps the fence|jumps fences|does a runner|houdini",
    "Houdini=Harry Houdini was the great escape artist of the early 1900s.|McQueen=Steve McQueen's Hilts jumps the wire on a motorbike in The Great Escape (1963).|Papillon=Papillon is Henri Charrière's memoir of escaping the penal colony of French Guiana.|Dash|Sneaky|Fugitive|Jailbird|Runaway|Slinky|Bolt",
  ),
  set(
    "personality",
    "a chewer's name",
    "chews|chewing|chewer|gnaws|gnawing|chews everything|chews through",
    "Chewy|Chewie=Chewie is Han Solo's name for Chewbacca in Star Wars.|Chomper|Muncher|Jaws|Gnasher=Gnasher is Dennis the Menace's dog in The Beano.|Nibbles|Nibbler",
  ),
  {
    ...set(
      "personality",
      "a name for a cable chewer",
      "cable|wire|wiring|charger|phone charger|laptop charger|electrics|broadband wire|broadband cable",
      "Sparky|Zapper|Volt|Fuse|Charger|Gnasher|Chewie|Chomper|Nibbles|Wire",
    ),
    after:
      "chews chewed chewing chomps chomped gnaws gnawed nibbles nibbled bites bit through eats ate".split(
        " ",
      ),
  },
  set(
    "personality",
    "a shredder's name",
    "shreds|shred|shredding|shredder|rips up|tears up|shreds paper",
    "Shredder|Shreddie|Confetti|Scraps|Tatters|Ripper|Snips|Ribbons|Streamer",
  ),
  {
    ...set(
      "personality",
      "a pianist's name",
      "piano|pianist|piano keys|grand piano|upright piano|keyboard",
      "Mozart=Mozart was playing the keyboard for the courts of Europe at the age of six.|Chopin=Frederic Chopin wrote nearly all his music for the piano.|Beethoven|Liszt|Elton|Liberace=Liberace was the flamboyant showman pianist of American TV and Las Vegas.|Ivory|Sonata|Nocturne|Amadeus|Jools=Jools Holland, the boogie-woogie pianist, hosts the BBC's Later... with Jools Holland.|Clara/f=Clara Schumann was one of the great concert pianists of the 19th century.",
    ),
    // "walks up and down the keys of our piano", "plays the piano": not "found him inside the piano".
    after:
      "plays playing played play walks walking walked tinkles tinkling bangs banging keys on across along".split(
        " ",
      ),
  },
  {
    ...set(
      "personality",
      "a diver's name",
      "dives|diving|diver|dive|belly flop|belly flops|bellyflop|bellyflops|cannonball|cannonballs",
      "Splash|Diver|Daley=Tom Daley, the British diver, won Olympic gold in synchronised diving in 2021.|Louganis=Greg Louganis won Olympic diving gold on both boards in 1984 and again in 1988.|Cannonball|Plunge|Kerplunk|Geronimo|Dipper|Bellyflop",
    ),
    shuns: "water",
  },
  sport(
    "a sailor's name",
    "paddleboard|paddleboarding|paddle board|paddle boarding|paddleboards|kayak|kayaking|canoe|canoeing|sailing|sails|sailboat|dinghy|rowing boat|boat trips",
    "Skipper|Captain|Sailor|Paddles|Oar|Admiral|Bosun|Popeye|Anchor|Drift|Kayak",
  ),
  sport(
    "a show jumper's name",
    "show jumping|showjumping|showjumper|show jumper|kaninhop|rabbit agility|jumping club|hurdles|high jump|jumps anything|jumps everything",
    "Pogo|Boing|Springer|Zebedee|Leap|Bounce|Milton=Milton was the great grey show jumper John Whitaker rode in the 1980s and 90s.|Jumper|Hopscotch|Tigger|Skippy|Hurdle",
  ),
  {
    ...set(
      "personality",
      "a mimic's name",
      "mimics|mimic|mimicking|copies|copying|copycat|imitates|imitating|impressions|impersonates|impersonations",
      "Echo|Copycat|Mimic|Beep|Bleep|Ping|Ding|Ringo|Ditto=Ditto is the Pokemon that transforms itself into a copy of any other.|Parrot|Jingle",
    ),
    standout: true,
  },
  set(
    "personality",
    "a napper's name",
    "naps|napping|nap|napper|snoozes|snoozing|dozes|dozing",
    "Snooze|Snoozy|Dozer|Napper|Siesta|Slumber|Sleepy|Lazybones|Snorlax=Snorlax is the Pokemon that does little but eat and sleep.|Drowsy",
  ),
  set(
    "personality",
    "a judge's name",
    "judges|judging|judgy|judgey|judgemental|judgmental|judge everyone|judges everyone",
    "Judge|Judy=Judge Judy is the no-nonsense TV judge Judith Sheindlin.|Magistrate|Justice|Overseer|Sentinel|Gargoyle|Lofty|Highness",
  ),
  set(
    "personality",
    "a site dog's name",
    "building site|building sites|construction site|worksite|work site|scaffolding",
    "Bob=Bob the Builder is the children's TV builder ('Can we fix it?').|Wendy=Wendy is Bob the Builder's partner in the business.|Scoop|Muck|Dizzy|Roley|Lofty|Digger|Brickie|Chippy|Sparky|Hardhat",
  ),
  {
    ...set(
      "personality",
      "a farmhand's name",
      "tractor|tractor cab|quad|quad bike|combine|combine harvester|trailer",
      "Fergie=The 'Little Grey Fergie' was Harry Ferguson's tractor that took over Britain's farms after the war.|Massey|Deere|Fendt|Claas|Fordson|Dexta|Diesel|Shotgun|Copilot",
    ),
    after: "rides riding rode drives driving in into on cab sits".split(" "),
  },
  set(
    "personality",
    "a herder's name",
    "herds|herding|herder|rounds up",
    "Shep=Shep was the Blue Peter collie of the 1970s.|Bo Peep/f|Drover|Wrangler|Flock",
  ),
  set(
    "personality",
    "a name for a pet who makes biscuits",
    "makes biscuits|making biscuits|kneads|kneading|makes muffins",
    "Baker|Biscuit|Dough|Muffin|Pastry|Crumpet",
  ),
  set(
    "personality",
    "a tail-chaser's name",
    "chases his tail|chases her tail|chases its tail|chasing his tail|chasing her tail|spins in circles",
    "Twister|Spinner|Whirl|Tailspin|Zigzag",
  ),
  // "waves at us all day", "does the little arm wave": a bearded dragon's arm-waving, a parrot's wave hello.
  set(
    "personality",
    "a name for a pet who waves hello",
    [...GREETING_PHRASES, "waves his arm|waves her arm|waves its arm|arm wave|arm waves|arm waving"].join(
      "|",
    ),
    "Wave|Waver|Wavey|Hiya|Howdy|Hello|Aloha|Cheerio",
  ),
  set(
    "personality",
    "a howler's name",
    "howls|howling|howler|yodels|yodelling|aroos",
    "Howler|Yodel|Aroo|Wolfie|Banshee|Harmony",
  ),
  set(
    "personality",
    "a snorer's name",
    "snores|snoring|snorer|snorts|snorting",
    "Snorlax|Snores|Rumble|Grunt|Snorty|Snuffles",
  ),
  set(
    "personality",
    "a dancer's name",
    "dances|dancing|dancer|twerks|boogies|jives",
    "Twinkletoes|Astaire|Boogie|Disco|Jive|Tango|Salsa|Mambo",
  ),
  set(
    "personality",
    "a home makeover name",
    "rearranges|rearranging|redecorates|redecorating|redecorator|moves the gravel|moves the furniture|moves his plants|moves her plants|moves the plants|knocks the plants over|pushes his plants|pushes her plants|pushes the plants|landscapes|landscaping|renovates|renovating|does the place up|doing the place up|interior designer|interior design|makeover|feng shui",
    "Kondo=Marie Kondo is the Japanese tidying expert of The Life-Changing Magic of Tidying Up.|Decorator|Designer|Architect|Builder|Bob=Bob the Builder is the children's TV builder ('Can we fix it?').|Mover|Shifter|Handy Andy=Handy Andy was the carpenter of the BBC's home makeover show Changing Rooms.|Capability=Capability Brown laid out the grand landscape gardens of 18th-century England.|Feng Shui|Dozer",
  ),
  {
    ...set(
      "personality",
      "a name for a creature that grows back what it loses",
      "regrew|regrows|regrow|regrowing|regrown|regenerates|regenerated|regenerating|regeneration|regenerate|grew back|grown back|grows back|growing back|grew it back|grown it back|grew the whole thing back|grown the whole thing back|grew a new|grown a new|grows a new|regrowth",
      "Wolverine=Wolverine of the X-Men heals from almost any wound.|Deadpool|Hydra=The Hydra of Greek myth grew two heads for every one cut off.|Phoenix=The phoenix of myth is reborn from its own ashes.|Lazarus|Doctor=The Doctor of Doctor Who regenerates into a new body instead of dying.|Regen|Comeback|Rebound|Encore|Reboot|Starfish",
    ),
    species: ["fish", "reptile"],
    standout: true,
  },
  {
    ...set(
      "personality",
      "a name for a long life",
      "outlive|outlives|outliving|outlived|will outlive|live to a hundred|live for a century|live for decades|live for generations|long life|long lived|longevity|heirloom",
      "Methuselah=Methuselah lived 969 years, the longest life in the Bible.|Jonathan=Jonathan, a Seychelles giant tortoise on St Helena, hatched around 1832 and is the oldest known living land animal.|Harriet/f=Harriet, a Galapagos tortoise, died at Australia Zoo in 2006 aged about 175.|Heirloom|Legacy|Century|Timeless|Evergreen|Elder|Noah|Ancient|Jubilee",
    ),
    standout: true,
  },
  {
    ...set(
      "personality",
      "a shedder's name",
      "sheds|shedding|shedder|sheds everywhere|moults|moulting|molts|molting|blows his coat|blows her coat|blowing his coat|blowing her coat",
      "Tumbleweed|Fluff|Furball|Fuzz|Lint|Dusty|Hoover|Fuzzy",
    ),
    notBefore: ["skin", "skins", "feathers", "shell", "shells", "tears", "light", "pounds"],
  },
  set(
    "personality",
    "a name for a shell swapper",
    "swaps shells|swapping shells|swapped shells|changes shells|changing shells|switches shells|switching shells|tries on shells|new shell|shell hopping|shell shopping|different shells|different shell|new shells|another shell|bigger shell|bigger shells|spare shells|extra shells|shell to shell|moves shells|moved shells|changed shells|changes his shell|changes her shell|swaps his shell|swaps her shell",
    "Nomad|Drifter|Wanderer|Vagabond|Lodger|Tenant|Mover|Hermie|Shelby",
  ),
  {
    ...set(
      "personality",
      "a colour changer's name",
      "changes colour|changes color|changes colours|changes colors|changing colour|changing color|colour changing|color changing|colour changer|color changer|changes colour with his mood|mood ring",
      "Pascal=Pascal is Rapunzel's chameleon friend in Disney's Tangled (2010).|Karma=Karma Chameleon was Culture Club's 1983 number one.|Camo|Leon|Chroma|Prism|Mood|Rainbow|Mystique|Rango=Rango is the chameleon hero of the animated western Rango (2011).",
    ),
    species: ["reptile", "fish"],
    standout: true,
  },
  // The change told as what the pet does: "normally bright green but goes dark when…", "turns brown when cross".
  {
    ...set(
      "personality",
      "a colour changer's name",
      "goes dark|goes darker|turns dark|turns darker|goes pale|turns pale|goes black|turns black|goes brown|turns brown|goes bright|turns bright|goes green|turns green|goes stripy|turns stripy|changes shade|changes shades|changes his colours|changes her colours|changes its colours|changes his colour|changes her colour|changes its colour|shows his mood|shows her mood|shows its mood|depending on his mood|depending on her mood|depending on its mood|with his mood|with her mood",
      "Pascal=Pascal is Rapunzel's chameleon friend in Disney's Tangled (2010).|Karma=Karma Chameleon was Culture Club's 1983 number one.|Camo|Leon|Chroma|Prism|Mood|Rainbow|Mystique|Rango=Rango is the chameleon hero of the animated western Rango (2011).",
    ),
    after: [
      "he",
      "she",
      "it",
      "but",
      "and",
      "then",
      "always",
      "usually",
      "often",
      "sometimes",
      "instantly",
      "quickly",
      "even",
      "colour",
      "color",
      "changes",
      "change",
      "changing",
      "colours",
      "colors",
      "chameleon",
      "chameleons",
      "anole",
      "anoles",
      "cuttlefish",
    ],
    species: ["reptile"],
    standout: true,
    changesColour: true,
  },
  {
    ...set(
      "personality",
      "a name for a face that always smiles",
      "always smiling|always looks like hes smiling|always looks like shes smiling|looks like hes smiling|looks like shes smiling|looks like its smiling|looks like hes grinning|looks like shes grinning|permanent smile|permanently smiling|smiles constantly|constantly smiling|always grinning|permanent grin|built in smile|smiley face|smiling face",
      "Smiley|Grin|Chuckles|Sunny|Beam|Cheshire=The Cheshire Cat of Alice's Adventures in Wonderland is known for its grin.|Giggles|Happy",
    ),
    species: ["fish", "reptile"],
    standout: true,
  },
  {
    ...set(
      "personality",
      "a night owl's name",
      "nocturnal|night shift|night owl|up all night|awake all night|comes alive at night|parties all night|partying all night",
      "Luna|Midnight|Moon|Nyx=Nyx is the Greek goddess of the night.|Dusk|Twilight|Eclipse|Nightshift|Owl|Shadow|Selene=Selene is the Greek goddess of the moon.",
    ),
    standout: true,
  },
  set(
    "personality",
    "a name for a mud lover",
    "rolls in mud|rolls in the mud|rolling in the mud|roll in the mud|roll in mud|rolls in muddy|muddy puddle|wallows|wallowing",
    "Muddy|Puddles|Pigpen|Mudpie|Bog|Boggy",
  ),
];
export const ACTIVITIES: ThingSet[] = HABITS.map((set) => (set.standout ? set : { ...set, habit: true }));

/** What the owner says the pet looks like: "a walking mop", "a little furry potato", "a rock with legs". */
export const LIKENESSES: ThingSet[] = [
  thing(
    "a name for a walking mop",
    "mop|mophead|floor mop|dust mop",
    "Mop|Moppet|Mopsy|Shaggy|Scruffy|Rags|Muppet|Swiffer|Dusty|Tangles",
  ),
  food(
    "a name for a little potato",
    "potato|spud|baked potato|jacket potato|tater tot",
    "Spud=Spud is an old nickname for a potato.|Tater|Potato|Tot|Murphy|Russet|Hash Brown|Nugget|Dumpling",
  ),
  thing(
    "a name for a rock with legs",
    "rock|stone|pebble|boulder",
    "Rocky|Pebble|Rock|Stone|Boulder|Flint|Rubble|Pebbles|Granite|Cobble",
  ),
  thing(
    "an owl's name",
    "owl|owlet|barn owl|snowy owl|tawny owl|little owl|eagle owl|screech owl|morepork|ruru|boobook",
    "Hoot|Hedwig/f=Hedwig is Harry Potter's snowy owl.|Athena/f=Athena, Greek goddess of wisdom, has the owl as her bird.|Archimedes=Archimedes is Merlin's talking owl in Disney's The Sword in the Stone (1963).|Hooty|Tawny|Owlette/f|Minerva/f|Wol",
  ),
  thing(
    "a cheetah's name",
    "cheetah",
    "Cheetah|Chester=Chester Cheetah is the Cheetos mascot.|Dash|Flash|Cheeto|Spots",
  ),
  thing(
    "a leopard's name",
    "leopard|jaguar|ocelot|snow leopard",
    "Leopard|Leo|Jaguar|Spots|Ocelot|Dotty|Freckles",
  ),
  thing(
    "a panther's name",
    "panther|black panther",
    "Panther|Bagheera=Bagheera is the black panther who watches over Mowgli in Kipling's The Jungle Book.|Onyx|Shadow|Jet",
  ),
  thing(
    "a tiger's name",
    "tiger|tigress",
    "Tigger|Tiger|Hobbes=Hobbes is the tiger of Bill Watterson's Calvin and Hobbes.|Rajah=Rajah is Princess Jasmine's pet tiger in Disney's Aladdin (1992).|Khan|Stripes",
  ),
  food(
    "a name for a little loaf",
    "loaf|bread|bread loaf|bun|croissant|toast|brioche",
    "Loaf|Bun|Crumpet|Muffin|Toast|Brioche|Bap|Dough",
  ),
  food(
    "a name for a soft little puffball",
    "marshmallow|cotton ball|cotton wool|pom pom|pompom|fluffball|puffball|ball of fluff|fuzzball|furball|fluff ball|dust bunny",
    "Marshmallow|Puff|Cotton|Pompom|Fluff|Mallow|Fuzzy",
  ),
  thing("a cloud's name", "cloud|raincloud|storm cloud", "Cloud|Nimbus|Cumulus|Fluff|Puff"),
  {
    ...thing(
      "a name for a grand moustache",
      "moustache|mustache|tache|tash|stache|handlebar moustache|handlebar mustache",
      "Poirot=Hercule Poirot, Agatha Christie's Belgian detective, is known for his waxed moustache.|Groucho=Groucho Marx wore a thick painted-on moustache.|Dali=Salvador Dalí wore a thin upturned moustache.|Chaplin=Charlie Chaplin's tramp wore a small toothbrush moustache.|Magnum|Selleck=Tom Selleck's moustache is as famous as his Magnum, P.I. role.|Mario=Nintendo's Mario has a bushy black moustache.|Stache|Tache|Walrus|Mustachio",
    ),
    marking: "any",
  },
  {
    ...thing(
      "a butterfly's name",
      "butterfly",
      "Butterfly|Papillon=Papillon is French for 'butterfly'.|Flutter|Flutterby|Mariposa=Mariposa is Spanish for 'butterfly'.|Monarch|Admiral|Brimstone|Wings",
    ),
    marking: "placed",
  },
  food(
    "a sausage's name",
    "sausage|hot dog|frankfurter|wiener|bratwurst|chipolata",
    "Sausage|Frankie|Banger|Weenie|Chipolata|Hot Dog",
  ),
  food("a little bean's name", "bean|jellybean|jelly bean|kidney bean", "Bean|Beanie|Jellybean|Peanut|Pea"),
  food("a noodle's name", "noodle|spaghetti|slinky", "Noodle|Ramen|Udon|Spaghetti|Slinky|Linguine"),
  food(
    "a dumpling's name",
    "dumpling|meatball|bao|mochi|dim sum|nugget|steamed bun|bao bun|pork bun|rice ball|siopao|baozi|mantou|char siu bao|pau|momo|pierogi|pelmeni",
    "Dumpling|Bao|Mochi|Meatball|Nugget|Gyoza|Dim Sum|Siopao|Baozi|Mantou|Momo|Pierogi",
  ),
  food(
    "a name for a curled-up donut",
    "donut|doughnut|bagel|cinnamon roll|pretzel|cheerio",
    "Donut|Bagel|Pretzel|Cinnamon|Cheerio|Swirl",
  ),
  food("a pancake's name", "pancake|crepe|flapjack", "Pancake|Flapjack|Crepe|Waffle"),
  food(
    "a name for a little round one",
    "ball|beach ball|bowling ball|cannonball|pear|egg|barrel|beanbag",
    "Roly|Poly|Tubby|Pudding|Dumpling|Bowler|Cannonball",
  ),
  thing(
    "a tennis name",
    "tennis ball",
    "Ace|Deuce|Volley|Wimbledon|Lob|Serena/f=Serena Williams won 23 Grand Slam singles titles.|Rafa/m=Rafael Nadal won the French Open a record 14 times.|Fuzzball",
  ),
  thing(
    "a name for a speed demon",
    "bullet|rocket|lightning|lightning bolt|rocket ship|race car|racecar|wind|blur|greyhound",
    "Flash|Bolt|Rocket|Dash|Zoom|Bullet|Zephyr|Turbo",
  ),
  thing(
    "a name for a devoted little shadow",
    "shadow|velcro|limpet|barnacle|sidekick",
    "Shadow|Velcro|Sidekick|Tagalong|Buddy",
  ),
  thing("a duckling's name", "duck|duckling|penguin waddle", "Ducky|Waddles|Puddles|Quackers|Dilly"),
  thing(
    "a kangaroo's name",
    "kangaroo|wallaby",
    "Roo|Kanga|Skippy=Skippy the Bush Kangaroo was the star of the Australian TV series of 1968–70.|Joey|Skip|Boomer|Bounce|Pogo|Springer|Boing",
  ),
  thing(
    "a giraffe's name",
    "giraffe",
    "Geoffrey|Stretch|Longneck|Melman=Melman is the hypochondriac giraffe of DreamWorks' Madagascar (2005).|Raffi",
  ),
  thing(
    "a spider's name",
    "spider|tarantula",
    "Spidey|Charlotte/f=Charlotte is the wise spider of E. B. White's Charlotte's Web (1952).|Anansi|Webster|Itsy",
  ),
  thing("a goblin's name", "goblin|imp|troll|gnome|hobgoblin", "Goblin|Imp|Gremlin|Puck|Gnome|Troll"),
  food("a sushi roll's name", "sushi|sushi roll|maki|california roll", "Sushi|Maki|Nori|Wasabi|Bento"),
  thing(
    "a gremlin's name",
    "gremlin|mogwai",
    "Gizmo=Gizmo is the sweet mogwai of the film Gremlins (1984).|Gremlin|Mogwai|Stripe",
  ),
  thing("a muppet's name", "muppet", "Muppet|Animal|Fozzie|Gonzo|Kermit"),
  thing(
    "a yeti's name",
    "yeti|bigfoot|sasquatch|abominable snowman",
    "Yeti|Bigfoot|Sasquatch|Abominable|Snowy",
  ),
  thing("a penguin's name", "penguin", "Pingu|Tux|Waddles|Mumble|Skipper|Pengu"),
  thing("a seal's name", "seal|sea lion|walrus", "Selkie|Flipper|Walrus|Wally|Blubber|Tusk"),
  thing("a panda's name", "panda|red panda", "Panda|Po|Bao|Bamboo|Pandy"),
  thing(
    "a raccoon's name",
    "raccoon|racoon",
    "Bandit|Rascal=Rascal is the pet raccoon of Sterling North's memoir Rascal (1963).|Meeko=Meeko is Pocahontas's raccoon in Disney's Pocahontas (1995).|Rocket",
  ),
  thing("a fox's name", "fox|fox cub|vixen", "Foxy|Tod|Reynard|Vixen/f|Rusty|Swiper"),
  thing("a fawn's name", "deer|fawn|bambi|baby deer", "Bambi|Fawn|Faline/f|Doe/f"),
  thing(
    "a lamb's name",
    "lamb|sheep|little lamb",
    "Lamb|Lambchop|Dolly/f=Dolly the sheep was the first mammal cloned from an adult cell (1996).|Shaun|Woolly|Baa",
  ),
  thing(
    "a piglet's name",
    "pig|piglet|hog|warthog",
    "Piglet|Wilbur|Babe=Babe is the sheep-herding piglet of the film Babe (1995).|Peppa/f|Oink|Porky|Pumbaa",
  ),
  thing("a hippo's name", "hippo|hippopotamus", "Hippo|Gloria/f|Hyacinth/f|Hugo"),
  thing(
    "a dinosaur's name",
    "dinosaur|dino|t rex|trex|raptor|velociraptor|stegosaurus|triceratops",
    "Rex|Dino|Spike|Littlefoot|Rexy|Raptor|Bronto",
  ),
  thing(
    "a bat's name",
    "bat|vampire|dracula",
    "Batty|Vlad|Dracula|Stellaluna/f|Bruce=Bruce Wayne is Batman by day.",
  ),
  thing(
    "a meerkat's name",
    "meerkat",
    "Timon=Timon is the wisecracking meerkat of Disney's The Lion King (1994).|Meerkat|Sentry",
  ),
  thing(
    "a monkey's name",
    "monkey|chimp|chimpanzee|gremlin monkey|lemur",
    "George=Curious George is the monkey of H. A. and Margret Rey's picture books.|Abu|Momo|Rafiki|Cheeky|Mischief|Julien",
  ),
  thing(
    "an otter's name",
    "otter|sea otter",
    "Otter|Tarka=Tarka the Otter is Henry Williamson's 1927 novel of an otter's life in Devon.|Ollie",
  ),
  thing(
    "a squirrel's name",
    "squirrel|chipmunk",
    "Nutkin=Squirrel Nutkin is a cheeky red squirrel of Beatrix Potter's tales.|Scrat|Acorn|Hazel|Chip|Dale",
  ),
  thing("a mouse's name", "mouse|little mouse", "Mouse|Mickey|Minnie/f|Stuart|Jerry|Pip|Squeak"),
  thing(
    "a hedgehog's name",
    "hedgehog|hedgie|porcupine|pincushion",
    "Spike|Sonic|Hedgie|Tiggy|Prickles|Spiky",
  ),
  thing("a frog's name", "frog|toad", "Kermit|Froggy|Toad|Ribbit|Hoppy|Jeremy"),
  thing(
    "a ninja's name",
    "ninja|shinobi|assassin|spy|secret agent",
    "Ninja|Shadow|Stealth|Shinobi|Ghost|Hattori|Bond",
  ),
  thing(
    "a name for a little vacuum cleaner",
    "hoover|vacuum|vacuum cleaner|dyson|roomba|hoover bag",
    "Hoover|Dyson|Henry=Henry is the smiling red vacuum cleaner of British homes.|Roomba|Dusty|Sucker",
  ),
  thing("a ghost's name", "ghost|phantom|spectre", "Ghost|Casper|Boo|Spook|Phantom|Wisp"),
  thing("a tank's name", "tank|brick|brick wall|truck|bulldozer", "Tank|Sherman|Tonka|Brick|Bruiser|Diesel"),
  thing("a sloth's name", "sloth", "Sloth|Sid|Flash|Slowpoke|Snooze"),
  thing("a snail's name", "snail|slug", "Snail|Turbo|Gary|Escargot|Shelly"),
  thing("a koala's name", "koala", "Koala|Blinky|Kip|Eucalyptus|Gumnut"),
  thing("a bunny's name", "bunny|rabbit|hare", "Bunny|Thumper|Peter|Hopper|Binky|Bugs"),
  thing("a teddy bear's name", "teddy bear|teddy", "Teddy|Bear|Paddington|Pooh|Fozzie|Bruin"),
  // The people and jobs owners liken a pet to or say it takes itself for: "thinks she's the security guard".
  thing(
    "a name for a guard on duty",
    "security guard|guard|bouncer|watchman|night watchman|doorman|sentry|sentinel|bodyguard|gatekeeper|chowkidar|security",
    "Sentry|Warden|Bouncer|Sheriff|Captain|Marshal|Watchman|Chief|Guardian",
  ),
  thing(
    "a name for the law",
    "policeman|police officer|police|cop|copper|detective|sheriff|inspector|constable|officer",
    "Sheriff|Inspector|Copper|Marshal|Columbo=Columbo is the rumpled TV detective of the series Columbo (1968–2003).|Poirot=Hercule Poirot is Agatha Christie's Belgian detective.|Sherlock|Dredd",
  ),
  thing(
    "a lifeguard's name",
    "lifeguard|life guard|coastguard|lifeboat",
    "Hasselhoff=David Hasselhoff played lifeguard Mitch Buchannon in Baywatch.|Hoff|Mitch|Baywatch|Buoy|Lifeguard",
  ),
  thing(
    "a nurse's name",
    "nurse|doctor|paramedic|matron|vet|medic|therapy pet|therapist",
    "Florence=Florence Nightingale, 'the Lady with the Lamp', founded modern nursing.|Nightingale|Matron|Nurse|Doc|Flo|Scrubs|Seacole=Mary Seacole nursed soldiers in the Crimean War.",
  ),
  thing(
    "a chef's name",
    "chef|cook|baker|head chef|sous chef",
    "Chef|Gordon|Nigella/f|Jamie|Delia/f|Remy=Remy is the rat who cooks in Pixar's Ratatouille (2007).|Escoffier|Julia/f",
  ),
  thing(
    "a name for the one in charge",
    "boss|manager|supervisor|foreman|ceo|headteacher|head teacher|teacher|headmaster|headmistress|sergeant major|drill sergeant|general",
    "Boss|Gaffer|Chief|Foreman|Major|Sarge|Captain|Guv|Headmaster",
  ),
  thing(
    "a builder's name",
    "builder|brickie|bricklayer|construction worker|labourer|site manager|building site|digger driver",
    "Bob=Bob the Builder is the children's TV builder ('Can we fix it?').|Digger|Brickie|Scoop|Muck|Dizzy|Lofty|Foreman|Sparky|Chippy",
  ),
  thing(
    "a postie's name",
    "postman|postwoman|postie|mailman|mail carrier|letterbox|post office",
    "Pat=Postman Pat is the British children's TV postman with his black and white cat Jess.|Jess|Postie|Penny Black|Royal|Mailer",
  ),
  thing(
    "a butler's name",
    "butler|valet|footman|waiter|maitre d",
    "Jeeves=Jeeves is the unflappable valet of P. G. Wodehouse's stories.|Carson=Carson is the butler of Downton Abbey.|Alfred=Alfred is Batman's butler.|Hudson|Bates",
  ),
  thing(
    "a name for an old general",
    "victorian general|victorian colonel|retired general|old general|general|old colonel|retired colonel|colonel|brigadier|field marshal|major general|old soldier|army officer|old major|sergeant major|victorian gentleman",
    "General|Colonel|Brigadier|Major|Admiral|Wellington=The Duke of Wellington beat Napoleon at Waterloo in 1815.|Kitchener=Lord Kitchener's face pointed from the First World War poster 'Your Country Needs You'.|Monty=Field Marshal Montgomery, 'Monty', led the Eighth Army at El Alamein in 1942.|Gordon|Raglan|Reginald|Archibald|Bertie|Horace",
  ),
  thing(
    "a soldier's name",
    "soldier|sergeant|private|commando|marine|army",
    "Sarge|Major|Colonel|Captain|Rambo|Trooper",
  ),
  thing(
    "a grumpy old man's name",
    "grumpy old man|old man|grandpa|grandad|granddad|old codger|codger|old git|curmudgeon|pensioner|retiree|victor meldrew",
    "Meldrew=Victor Meldrew is the grumpy pensioner of the sitcom One Foot in the Grave.|Victor|Statler|Waldorf|Grandpa|Albert|Alf|Ebenezer|Scrooge|Walter|Grumps",
  ),
  thing(
    "a little old lady's name",
    "old lady|little old lady|granny|grandma|nan|nana|old woman|dowager|victorian lady",
    "Granny|Nana|Dowager|Mabel|Edna|Ethel|Gladys|Maud|Violet|Hyacinth=Hyacinth Bucket is the social-climbing snob of Keeping Up Appearances.",
  ),
  thing(
    "a diva's name",
    "diva|drama queen|prima donna|divas|film star|movie star|celebrity|influencer",
    "Diva|Drama|Prima|Mariah|Madonna|Cher|Liberace|Elton|Barbra|Broadway",
  ),
  thing(
    "a rock star's name",
    "rock star|rockstar|pop star|popstar|rock god|rocker|guitarist|drummer|lead singer|headbanger",
    "Bowie|Jagger|Ozzy|Elvis|Freddie=Freddie Mercury was the flamboyant lead singer of Queen.|Slash|Hendrix|Ziggy|Axl|Jovi",
  ),
  thing(
    "a flamenco dancer's name",
    "flamenco dancer|flamenco|flamenca|flamenco skirt|flamenco dress|sevillanas|castanets",
    "Flamenco|Carmen=Carmen is the Seville cigarette girl of Bizet's opera Carmen (1875).|Lola|Dolores|Paloma|Pilar|Macarena|Ole|Castanet|Fandango",
  ),
  thing(
    "an Irish dancer's name",
    "irish dancer|irish dancing|riverdance|riverdancer|river dancer|jig|step dancer",
    "Riverdance|Flatley=Michael Flatley led the first Riverdance in 1994 and went on to Lord of the Dance.|Jig|Reel|Hornpipe|Ceilidh|Clancy",
  ),
  thing(
    "a hula dancer's name",
    "hula dancer|hula|hula girl|grass skirt",
    "Hula|Leilani|Lani|Aloha|Luau|Ukulele|Lilo",
  ),
  thing(
    "a can-can dancer's name",
    "can can dancer|cancan dancer|can can|cancan|moulin rouge|showgirl",
    "Cancan|Moulin=The Moulin Rouge in Paris is the cabaret where the can-can was made famous.|Rouge|Frou Frou|Cabaret|Showgirl|Satine",
  ),
  thing(
    "a ballet dancer's name",
    "ballet dancer|ballerina|ballet|ballerino|prima ballerina",
    "Nureyev=Rudolf Nureyev was the great Soviet-born ballet dancer.|Pavlova=Anna Pavlova was the Russian ballerina the meringue pudding is named after.|Fonteyn=Margot Fonteyn was the British prima ballerina assoluta.|Nijinsky|Baryshnikov|Tutu|Pirouette|Odette|Darcey|Billy",
  ),
  thing(
    "a dancer's name",
    "dancer|disco dancer|breakdancer|tap dancer|salsa dancer|strictly",
    "Astaire=Fred Astaire was the great dancer of 1930s Hollywood musicals.|Ginger|Travolta|Swayze|Boogie|Disco|Groove|Twinkle|Tango|Salsa",
  ),
  thing(
    "a gymnast's name",
    "gymnast|olympic gymnast|acrobat|trapeze artist|tumbler|circus acrobat",
    "Biles=Simone Biles is the most decorated gymnast in history.|Simone|Nadia=Nadia Comaneci scored the first perfect 10 in Olympic gymnastics, in 1976.|Comaneci|Korbut|Tweddle|Flip|Tumble|Twist|Cartwheel",
  ),
  thing(
    "an opera singer's name",
    "opera singer|tenor|soprano|baritone|pavarotti|diva",
    "Pavarotti=Luciano Pavarotti was the Italian tenor loved worldwide for his Nessun Dorma.|Caruso=Enrico Caruso was the Italian tenor who became the first great recording star.|Callas=Maria Callas was the great soprano of the 1950s, La Divina.|Aria|Figaro|Tosca|Carmen|Placido|Bocelli|Tenor",
  ),
  thing(
    "a matador's name",
    "matador|toreador|bullfighter|matadors",
    "Matador|Toreador|Torero|Ole|Escamillo=Escamillo is the toreador of Bizet's opera Carmen.|Capa|Ferdinand|Toro",
  ),
  thing(
    "a pirate's name",
    "pirate|buccaneer|pirate ship|pirate captain",
    "Captain|Pirate|Sparrow=Captain Jack Sparrow is Johnny Depp's pirate in Pirates of the Caribbean.|Hook|Blackbeard|Silver=Long John Silver is the one-legged pirate of Treasure Island.|Barbossa|Smee|Cutlass|Bonny",
  ),
  thing(
    "an escape artist's name",
    "escape artist|escapologist|houdini|jailbreaker|prison break",
    "Houdini=Harry Houdini was the great escapologist of the early 1900s.|Dodger|Papillon|Scarper|Bandit|Fugitive|Jailbird|Hilts",
  ),
  thing(
    "a professor's name",
    "professor|old professor|mad professor|scholar|academic|librarian|philosopher|boffin|scientist|mad scientist",
    "Professor|Prof|Einstein|Socrates|Darwin|Plato|Newton|Boffin|Dewey",
  ),
  thing(
    "a monk's name",
    "monk|friar|abbot|vicar|priest|bishop|nun|reverend|choirboy",
    "Friar|Tuck=Friar Tuck is the jolly monk of Robin Hood's band.|Abbot|Bishop|Vicar|Deacon|Monk|Brother|Parson",
  ),
  thing(
    "a strongman's name",
    "sumo wrestler|sumo|wrestler|bodybuilder|body builder|weightlifter|strongman|strong man|bouncer at a club",
    "Sumo|Hulk|Rocky|Tank|Brutus|Arnie|Hercules|Samson|Goliath",
  ),
  thing(
    "a cowboy's name",
    "cowboy|cowgirl|rancher|wrangler|rodeo rider|gunslinger",
    "Cowboy|Woody=Woody is the cowboy doll of Pixar's Toy Story.|Wrangler|Rodeo|Dusty|Stetson|Buck|Jessie=Jessie is the yodelling cowgirl of Toy Story 2.|Sundance|Hoss",
  ),
  thing(
    "an old sea captain's name",
    "sea captain|old sea captain|sea dog|old sea dog|old sailor|sailor|fisherman|old fisherman|captain birdseye|ship's captain",
    "Captain|Skipper|Popeye|Haddock=Captain Haddock is Tintin's hard-swearing sea captain.|Birdseye|Bosun|Salty|Barnacle|Ahab",
  ),
  thing(
    "a wizard's name",
    "wizard|witch|sorcerer|magician|warlock",
    "Merlin|Gandalf|Dumbledore|Houdini|Presto|Abracadabra|Wizard|Hex|Willow",
  ),
  thing(
    "a toddler's name",
    "toddler|baby|infant|teenager|teen|moody teenager|child",
    "Bubba|Kiddo|Junior|Tiny|Bambino|Nipper",
  ),
  thing(
    "a robot's name",
    "robot|droid|android|cyborg|machine",
    "Robo|R2=R2-D2 is the plucky astromech droid of Star Wars.|Wall-E|Bender|Dalek|Bleep|Bolt|Chip|Gizmo",
  ),
  // Creatures and things owners liken a pet to.
  thing(
    "a Highland cow's name",
    "highland cow|highland cows|highland cattle|hairy coo|heilan coo|highland coo|coo",
    "Hamish|Angus|Fergus|Dougal|Haggis|Coo|Hairy Coo|Moo|Bessie|Morag|Bonnie|Thistle|Heather|Jock|Islay",
  ),
  thing(
    "a cow's name",
    "cow|cows|calf|heifer|dairy cow|friesian|friesian cow|holstein|holstein cow|jersey cow|moo cow",
    "Moo|Moomoo|Daisy|Buttercup|Bessie|Ermintrude=Ermintrude is the cow of The Magic Roundabout.|Clarabelle=Clarabelle Cow is Mickey Mouse's friend in Disney cartoons.|Friesian|Holstein|Clover",
  ),
  set(
    "colours",
    "a new penny's name",
    "penny|new penny|shiny penny|copper penny|copper coin|penny piece|one cent coin",
    "Penny|Copper|Tuppence|Cent|Coppers|Ha'penny|Farthing|Bronze|Lincoln",
  ),
  set(
    "colours",
    "a gold coin's name",
    "gold coin|gold coins|doubloon|sovereign|gold sovereign|pound coin|gold bar|gold nugget|nugget of gold",
    "Doubloon|Sovereign|Bullion|Nugget|Goldie|Midas=King Midas, in Greek myth, turned everything he touched to gold.|Krugerrand|Guinea|Dollar",
  ),
  thing(
    "a lizard's name",
    "lizard|gecko|iguana|chameleon|salamander|newt|komodo dragon|reptile",
    "Lizzie|Iggy|Gecko|Rango|Pascal=Pascal is Rapunzel's chameleon in Disney's Tangled (2010).|Komodo|Godzilla|Reptar|Chameleon",
  ),
  thing(
    "a dragon's name",
    "dragon|wyvern|drake",
    "Smaug|Toothless|Puff|Drogon|Spyro|Norbert|Elliott|Draco|Mushu|Dragon",
  ),
  thing("a lion's name", "lion|lioness|lion cub", "Simba|Mufasa|Aslan|Nala|Leo|Elsa|Leonardo"),
  thing(
    "a bear's name",
    "bear|grizzly|polar bear|bear cub|brown bear",
    "Bear|Baloo|Paddington|Yogi|Bruin|Grizzly|Winnie|Kodiak",
  ),
  thing("a wolf's name", "wolf|werewolf|wolf cub|coyote", "Wolf|Lupin|Fang|Akela|Ghost|Luna|Wolfie|Timber"),
  thing(
    "a crocodile's name",
    "crocodile|croc|alligator|gator",
    "Snappy|Tick Tock|Croc|Gator|Chomper|Jaws|Ally|Crocky",
  ),
  thing(
    "an eagle's name",
    "eagle|hawk|falcon|vulture|bird of prey",
    "Eagle|Hawk|Falcon|Talon|Raptor|Swoop|Sky|Griffin",
  ),
  thing(
    "a meerkat's name",
    "meerkat|prairie dog|lookout|periscope",
    "Timon|Aleksandr|Sergei|Meerkat|Lookout|Sentry|Periscope",
  ),
  thing("a goat's name", "goat|billy goat|mountain goat", "Billy|Gruff|Nanny|Heidi|Capri|Goatee|Bleat"),
  thing("a camel's name", "camel|llama|alpaca", "Humphrey|Dromedary|Llama|Alpaca|Kuzco|Camelot|Sahara"),
  thing(
    "a sumo wrestler's name",
    "sumo|sumo wrestler|wrestler|bodybuilder|weightlifter|boxer|rugby player|prop forward",
    "Sumo|Hulk|Rocky|Tyson|Arnie|Brutus|Bruiser|Tank|Titan",
  ),
  thing(
    "a phone's name",
    "phone|mobile phone|mobile|ringtone|nokia|iphone|telephone|landline|mobile ringtone",
    "Nokia|Ringo|Ringer|Bell=Alexander Graham Bell was granted the first US patent for the telephone in 1876.|Graham|Dialtone|Buzz|Brick|Motorola|Trill",
  ),
  thing(
    "an alarm's name",
    "alarm|alarm clock|doorbell|smoke alarm|fire alarm|car alarm|siren|foghorn|klaxon",
    "Siren|Klaxon|Ding Dong|Dingdong|Buzzer|Bell|Foghorn|Blaze",
  ),
  thing(
    "a kettle's name",
    "kettle|teapot|whistling kettle|tea kettle|steam engine|steam train",
    "Kettle|Teapot|Whistle|Brew|Cuppa|Earl Grey|Darjeeling|Assam|Tetley|Steamer|Toot",
  ),
  thing(
    "a rusty gate's name",
    "rusty gate|rusty hinge|creaky door|creaky gate|rusty door|squeaky hinge|hinge|squeaky door|door hinge|gate hinge",
    "Rusty|Creaky|Squeaky|Hinge|Creak|Clank|Rattle|Oilcan|Crank|Rasp",
  ),
  thing(
    "a name for a smooth ride",
    "butter|velvet|silk|satin|cashmere|rocking chair|glass|cadillac",
    "Butter|Velvet|Silk|Satin|Cashmere|Cadillac|Glide|Cruiser|Smoothie",
  ),
  thing(
    "a car's name",
    "racing car|sports car|formula one|f1 car|ferrari|porsche|lamborghini|go kart|rally car",
    "Ferrari|Porsche|Turbo|Lightning McQueen|Zoom|Vroom|Speedy|Lambo|Enzo",
  ),
  thing(
    "a train's name",
    "train|steam train|freight train|express train|locomotive",
    "Thomas|Choo Choo|Puffer|Express|Flying Scotsman|Percy|Gordon|Loco",
  ),
  thing("a tractor's name", "tractor|combine harvester|forklift", "Fergie|Massey|Deere|Mower|Chugger"),
  thing(
    "a helicopter's name",
    "helicopter|chopper|drone|aeroplane|airplane|jet|plane|jumbo jet",
    "Chopper|Whirly|Jet|Biggles|Maverick|Goose|Sky",
  ),
  thing(
    "a slinky's name",
    "slinky|noodle|spaghetti|wet noodle|jelly|jellyfish|rag doll",
    "Slinky|Noodle|Jelly|Wobble|Floppy|Spaghetti|Ragdoll",
  ),
  thing(
    "a clown's name",
    "clown|class clown|comedian|comic|jester|court jester|stand up comedian",
    "Coco=Coco the Clown was Nicolai Poliakoff, the much-loved clown of Bertram Mills Circus.|Jester|Joker|Chuckles|Bozo|Punchline|Giggles|Krusty=Krusty the Clown is the children's TV clown of The Simpsons.|Grimaldi=Joseph Grimaldi, the Regency clown, is why clowns are called Joeys.",
  ),
  thing(
    "a nosy neighbour's name",
    "nosy parker|nosey parker|curtain twitcher|neighbourhood watch|neighborhood watch|busybody|snoop|snooper|gossip",
    "Parker|Nosy|Snoop|Marple=Miss Marple is Agatha Christie's village sleuth who misses nothing.|Sherlock|Columbo|Gladys=Gladys Kravitz is the neighbour forever peering through the curtains in Bewitched.|Twitcher|Peeper|Spy",
  ),
  thing(
    "a drummer's name",
    "drum|drums|drummer|drumroll|bass drum|drum kit",
    "Ringo=Ringo Starr was the Beatles' drummer.|Thumper|Drummer|Bongo|Animal=Animal is the wild drummer of the Muppets' band.|Tom Tom|Boom|Rimshot",
  ),
  thing(
    "a lawnmower's name",
    "lawnmower|lawn mower|mower|ride on mower|strimmer|hedge trimmer|flymo",
    "Mower|Flymo=Flymo is the British maker of the hover mower.|Hayter|Strimmer|Clipper|Trimmer|Grazer|Muncher|Titchmarsh=Alan Titchmarsh is Britain's best-known TV gardener.",
  ),
  thing(
    "a radio presenter's name",
    "radio presenter|presenter|radio dj|dj|disc jockey|breakfast show|radio host|newsreader|news reader|talk show host|chat show host|commentator|auctioneer",
    "Wogan=Sir Terry Wogan presented BBC Radio 2's breakfast show for nearly thirty years.|Marconi=Guglielmo Marconi pioneered long-distance radio.|DJ|Chatterbox|Natter|Gabby|Jabber|Radio|Tuner|Static",
  ),
  thing(
    "a scruffy name",
    "scarecrow|haystack|birds nest|feather duster|loo brush|toilet brush|bog brush|pipe cleaner|tumbleweed|hedge|through a hedge|hedge backwards|bedhead|bed head",
    "Scruffy|Tufty|Bedhead|Shaggy|Worzel=Worzel Gummidge is the scarecrow of Barbara Euphan Todd's books and the TV series.|Frizz|Tumbleweed|Bramble|Ragamuffin|Fuzz",
  ),
  thing(
    "a clockwork toy's name",
    "wind up toy|windup toy|clockwork toy|clockwork mouse|clockwork|duracell bunny|energizer bunny|wind up|windup",
    "Clockwork|Tick Tock|Sprocket|Cog|Widget|Dynamo|Duracell|Energizer|Whirligig|Gizmo",
  ),
  food(
    "a biscuit's name",
    "digestive|digestive biscuit|rich tea|hobnob|custard cream|shortbread|ginger nut|biscuit|dunked biscuit",
    "Biscuit|Digestive|Hobnob|Dunk|Dunker|Custard|Shortbread|Rich Tea|Teacake|Cookie",
  ),
  food(
    "an ice lolly's name",
    "solero|ice lolly|lolly|popsicle|creamsicle|calippo|orange lolly",
    "Solero|Creamsicle|Lolly|Popsicle|Calippo|Sherbet|Mango|Tango|Sundae",
  ),
  thing(
    "a name for a little statue",
    "statue|gargoyle|sphinx|ornament|garden gnome|bookend",
    "Sphinx|Gargoyle|Gnome|Nefertiti|Bookend",
  ),
];

/** Words for a thing that make no name of their own ("meat", "grass"): the set's names stand for them. */
const NO_NAMES = new Set(
  "tinfoil foil crinkly squirrel squirrels chipmunk chipmunks birds pigeon pigeons seagull seagulls sparrows robins blackbirds crows magpies bone antlers nylabone cereal cornflakes cheerios flowers milk petals pansies rice pointless mastermind dreamies temptations dentastix schmacko rawhide walkers ball mealworm waxworm superworm locust cheese berry meat grass insect bug fly roach worm dubia nut seed sweet sweets herb herbs egg tube fire throw perch rope date corn chip fry mash wool string disc box paper leaf bubble laser feather reflection engine binmen bins dustman dustmen dustcart binman tv television cartoons snooker car van firemen fireman firefighter ambulance sirens tractors diggers excavator jcb washer dishwasher vacuum hosepipe sprinklers snowflakes snowballs hidey hideout shipwreck postwoman mailman letterbox bubblewrap".split(
    " ",
  ),
);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A loved food or thing's own word is a name too ("lives for ham": Ham), after the names people reach for. */
for (const loved of [...LOVED_FOODS, ...LOVED_THINGS])
  for (const word of loved.words)
    if (!word.includes(" ") && !NO_NAMES.has(word) && !loved.names.some((n) => n.name.toLowerCase() === word))
      loved.names.push({ name: capitalise(word) });

/**
 * Names for a bare-skinned pet (a sphynx, a skinny pig, a Chinese crested, "completely bald"): the look had no
 * names of its own, so a hairless pet got none for it.
 */
// biome-ignore format: one entry per line keeps this list easy to scan and diff
const HAIRLESS: CuratedName[] = [
  { name: "Kojak", gender: "m", themes: ["literature-film"], evokes: ["hairless"], culturalContext: "Kojak is the shaven-headed New York detective Telly Savalas played on TV in the 1970s." },
  { name: "Yul", gender: "m", themes: ["literature-film"], evokes: ["hairless"], culturalContext: "Yul Brynner shaved his head for The King and I and kept it shaved for the rest of his career." },
  { name: "Baldy", gender: "u", themes: ["personality"], evokes: ["hairless"] },
  { name: "Baldwin", gender: "m", themes: ["personality"], evokes: ["hairless"] },
  { name: "Wrinkles", gender: "u", themes: ["personality"], evokes: ["hairless"] },
  { name: "Dobby", gender: "u", themes: ["personality"], evokes: ["hairless"] },
  { name: "Prune", gender: "u", themes: ["foods"], evokes: ["hairless"] },
  { name: "Raisin", gender: "u", themes: ["foods"], evokes: ["hairless"] },
  { name: "Peach", gender: "u", themes: ["foods"], evokes: ["hairless"] },
];

/** Every name the sets offer, for the corpus: a set's name must be one the engine can suggest. */
export const CURATED_THINGS: CuratedName[] = [
  ...[...LOVED_FOODS, ...LOVED_THINGS, ...ACTIVITIES, ...LIKENESSES].flatMap(
    (
      s, // Each sex-bound name says so in its set; the corpus keeps its own record of the name's sex.
    ) => s.names.map((n) => ({ name: n.name, gender: "u" as const, themes: [s.theme], evokes: [] })),
  ),
  ...HAIRLESS,
];
