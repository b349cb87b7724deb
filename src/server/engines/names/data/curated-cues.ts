import type { Concept, CuratedName } from "../corpus-types";

/**
 * Names for the cues owners write most that no look or character word carries: what the pet takes
 * itself for ("thinks he's a lion", "acts like a wolf"), Harry Potter, Christmas and Halloween. A name
 * already in the other files gains the idea here; its meaning and note stay as written there.
 * Notes only where the story or the word is well documented.
 */
export const CURATED_CUES: CuratedName[] = [
  // a pet of few words
  { name: "Hush", gender: "u", themes: ["personality"], evokes: ["quiet", "calm"] },
  // a lovable clumsy goofball
  { name: "Wobbles", gender: "u", themes: ["personality"], evokes: ["goofy"] },
  { name: "Klutz", gender: "u", themes: ["personality"], evokes: ["goofy"] },
  // lion
  {
    name: "Leo",
    gender: "m",
    themes: ["mythology"],
    evokes: ["lion"],
    meaning: "Latin for 'lion'",
    origin: "Latin",
  },
  { name: "Simba", gender: "m", themes: ["literature-film"], evokes: ["lion"] },
  { name: "Aslan", gender: "m", themes: ["literature-film"], evokes: ["lion"] },
  { name: "Nala", gender: "f", themes: ["literature-film"], evokes: ["lion"] },
  {
    name: "Leonidas",
    gender: "m",
    themes: ["mythology"],
    evokes: ["lion", "brave", "greek"],
    culturalContext:
      "Leonidas was the king of Sparta who held the pass at Thermopylae in 480 BC; his name comes from the Greek for 'lion'.",
  },
  {
    name: "Mufasa",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["lion", "regal", "african"],
    culturalContext:
      "Mufasa is Simba's father, the wise king of the Pride Lands in Disney's The Lion King (1994).",
  },
  // wolf
  { name: "Fenrir", gender: "m", themes: ["mythology"], evokes: ["wolf"] },
  {
    name: "Akela",
    gender: "u",
    themes: ["literature-film"],
    evokes: ["wolf", "loyal", "indian"],
    culturalContext:
      "Akela is the lone wolf who leads the pack that raises Mowgli in Rudyard Kipling's The Jungle Book (1894).",
  },
  {
    name: "Lobo",
    gender: "m",
    themes: ["nature"],
    evokes: ["wolf", "spanish"],
    meaning: "Spanish for 'wolf'",
    origin: "Spanish",
  },
  {
    name: "Ulf",
    gender: "m",
    themes: ["mythology"],
    evokes: ["wolf", "norse"],
    meaning: "Old Norse for 'wolf'",
    origin: "Old Norse",
  },
  {
    name: "Romulus",
    gender: "m",
    themes: ["mythology"],
    evokes: ["wolf", "italian"],
    culturalContext:
      "In Roman legend, Romulus and his twin Remus were raised by a she-wolf, and Romulus founded Rome.",
  },
  {
    name: "Lupin",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["wolf", "wizarding", "gentle"],
    culturalContext:
      "Remus Lupin is the kind Defence Against the Dark Arts teacher in the Harry Potter books, secretly a werewolf.",
  },
  // bear
  { name: "Baloo", gender: "m", themes: ["literature-film"], evokes: ["bear"] },
  { name: "Paddington", gender: "m", themes: ["literature-film"], evokes: ["bear"] },
  { name: "Ursa", gender: "u", themes: ["weather"], evokes: ["bear"] },
  { name: "Teddy", gender: "m", themes: ["colours"], evokes: ["bear"] },
  {
    name: "Bruin",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["bear", "big", "brown"],
    culturalContext:
      "Bruin is the bear of the medieval fables of Reynard the Fox, and an old English nickname for any bear.",
  },
  {
    name: "Winnie",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["bear", "cuddly", "hungry"],
    culturalContext:
      "Winnie-the-Pooh is A. A. Milne's honey-loving bear, named after Winnipeg, a real black bear at London Zoo.",
  },
  // dragon
  { name: "Toothless", gender: "m", themes: ["literature-film"], evokes: ["dragon"] },
  { name: "Mushu", gender: "m", themes: ["literature-film"], evokes: ["dragon"] },
  {
    name: "Smaug",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["dragon", "red", "fierce"],
    culturalContext:
      "Smaug is the gold-hoarding dragon of the Lonely Mountain in J. R. R. Tolkien's The Hobbit (1937).",
  },
  {
    name: "Draco",
    gender: "m",
    themes: ["mythology"],
    evokes: ["dragon", "wizarding"],
    meaning: "Latin for 'dragon'",
    origin: "Latin",
  },
  {
    name: "Puff",
    gender: "u",
    themes: ["literature-film"],
    evokes: ["dragon", "fluffy", "gentle"],
    culturalContext: "Puff the Magic Dragon is the gentle dragon of the 1963 song by Peter, Paul and Mary.",
  },
  {
    name: "Falkor",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["dragon", "white", "happy"],
    culturalContext: "Falkor is the luckdragon of Michael Ende's The NeverEnding Story.",
  },
  // Harry Potter
  { name: "Hedwig", gender: "f", themes: ["literature-film"], evokes: ["wizarding"] },
  { name: "Dobby", gender: "m", themes: ["literature-film"], evokes: ["wizarding"] },
  { name: "Hermione", gender: "f", themes: ["literature-film"], evokes: ["wizarding"] },
  { name: "Hagrid", gender: "m", themes: ["literature-film"], evokes: ["wizarding"] },
  { name: "Crookshanks", gender: "m", themes: ["literature-film"], evokes: ["wizarding"] },
  { name: "Sirius", gender: "m", themes: ["literature-film"], evokes: ["wizarding", "black"] },
  {
    name: "Fawkes",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["wizarding", "red", "loyal"],
    culturalContext: "Fawkes is Dumbledore's phoenix in the Harry Potter books.",
  },
  {
    name: "Albus",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["wizarding", "white", "clever"],
    meaning: "Latin for 'white'",
    origin: "Latin",
    culturalContext: "Albus Dumbledore is the headmaster of Hogwarts in the Harry Potter books.",
  },
  {
    name: "Padfoot",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["wizarding", "black", "big"],
    species: ["dog"],
    culturalContext:
      "Padfoot is the nickname of Sirius Black, who turns into a big black dog in the Harry Potter books.",
  },
  { name: "Luna", gender: "f", themes: ["literature-film"], evokes: ["wizarding"] },
  // Christmas
  { name: "Holly", gender: "f", themes: ["nature"], evokes: ["christmas"] },
  {
    name: "Noel",
    gender: "u",
    themes: ["weather"],
    evokes: ["christmas"],
    meaning: "French for 'Christmas'",
    origin: "French",
  },
  { name: "Rudolph", gender: "m", themes: ["literature-film"], evokes: ["christmas", "red"] },
  {
    name: "Blitzen",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["christmas", "fast"],
    culturalContext:
      "Blitzen is one of Santa's eight reindeer, named in the song 'Rudolph the Red-Nosed Reindeer' (1949).",
  },
  { name: "Comet", gender: "u", themes: ["weather"], evokes: ["christmas", "fast"] },
  { name: "Jingle", gender: "u", themes: ["sounds"], evokes: ["christmas"] },
  { name: "Tinsel", gender: "u", themes: ["sounds"], evokes: ["christmas", "happy"] },
  { name: "Ivy", gender: "f", themes: ["nature"], evokes: ["christmas"] },
  { name: "Frosty", gender: "u", themes: ["weather"], evokes: ["christmas"] },
  // Halloween
  { name: "Pumpkin", gender: "u", themes: ["foods"], evokes: ["halloween"] },
  {
    name: "Salem",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["halloween", "black"],
    species: ["cat"],
    culturalContext: "Salem is the wisecracking black cat of Sabrina the Teenage Witch.",
  },
  {
    name: "Binx",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["halloween", "black"],
    species: ["cat"],
    culturalContext:
      "Thackery Binx is the boy turned into an immortal black cat in the film Hocus Pocus (1993).",
  },
  {
    name: "Casper",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["halloween", "white", "friendly"],
    culturalContext: "Casper is the friendly ghost of the cartoons first made in the 1940s.",
  },
  { name: "Boo", gender: "u", themes: ["sounds"], evokes: ["halloween", "tiny"] },
  {
    name: "Wednesday",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["halloween", "black"],
    culturalContext: "Wednesday Addams is the deadpan daughter of the Addams Family.",
  },
  { name: "Raven", gender: "u", themes: ["nature"], evokes: ["halloween"] },
  // a well-rounded pet
  ...(
    [
      "Chunk",
      "Chunky",
      "Chonk",
      "Tubby",
      "Pudge",
      "Butterball",
      "Dumpling",
      "Meatball",
      "Porkchop",
      "Nugget",
      "Bubba",
      "Roly",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["size"], evokes: ["chubby"] })),
  // a lovable grump
  ...(["Grumpy", "Grumbles", "Grouch", "Crabby", "Cranky", "Sourpuss", "Mardy", "Moody"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["grumpy"] }),
  ),
  {
    name: "Oscar",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["grumpy"],
    culturalContext: "Oscar the Grouch is the grumpy green Muppet who lives in a trash can on Sesame Street.",
  },
  {
    name: "Scrooge",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["grumpy", "christmas"],
    culturalContext:
      "Ebenezer Scrooge is the miser who learns to love Christmas in Charles Dickens's A Christmas Carol (1843).",
  },
  {
    name: "Grinch",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["grumpy", "christmas"],
    culturalContext:
      "The Grinch is the grumpy creature who steals Christmas in Dr. Seuss's How the Grinch Stole Christmas! (1957).",
  },
  // the one in charge
  ...(
    [
      "Boss",
      "Chief",
      "Captain",
      "Major",
      "Sarge",
      "Sheriff",
      "General",
      "Colonel",
      "Officer",
      "Ranger",
      "Bouncer",
      "Guardian",
      "Warden",
      "Deputy",
      "Marshal",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["boss", "brave"] })),
  // dinosaurs
  ...(["Dino", "Raptor", "Stego", "Trike", "Bronto", "Fossil", "Rexy"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["mythology"], evokes: ["dinosaur"] }),
  ),
  {
    name: "Rex",
    gender: "m",
    themes: ["classic"],
    evokes: ["dinosaur", "regal"],
    meaning: "Latin for 'king'",
    origin: "Latin",
  },
  {
    name: "Littlefoot",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["dinosaur", "young"],
    culturalContext:
      "Littlefoot is the young long-necked dinosaur who leads his friends in The Land Before Time (1988).",
  },
  {
    name: "Sue",
    gender: "f",
    themes: ["classic"],
    evokes: ["dinosaur"],
    culturalContext:
      "Sue is the Tyrannosaurus rex skeleton at the Field Museum in Chicago, one of the most complete ever found.",
  },
  { name: "Godzilla", gender: "m", themes: ["literature-film"], evokes: ["dinosaur", "big", "fierce"] },
  // pirates
  {
    name: "Sparrow",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["pirate"],
    culturalContext: "Captain Jack Sparrow is the pirate hero of Disney's Pirates of the Caribbean films.",
  },
  {
    name: "Flint",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["pirate"],
    culturalContext:
      "Captain Flint is the pirate whose buried treasure drives Robert Louis Stevenson's Treasure Island (1883).",
  },
  {
    name: "Silver",
    gender: "u",
    themes: ["literature-film"],
    evokes: ["pirate"],
    culturalContext:
      "Long John Silver is the one-legged pirate cook with a parrot in Robert Louis Stevenson's Treasure Island (1883).",
  },
  {
    name: "Hook",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["pirate"],
    culturalContext: "Captain Hook is Peter Pan's pirate enemy in J. M. Barrie's Peter Pan.",
  },
  {
    name: "Blackbeard",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["pirate", "black"],
    culturalContext:
      "Blackbeard was the English pirate Edward Teach, who raided the Caribbean and American coast until 1718.",
  },
  ...(
    ["Jolly", "Roger", "Polly", "Skipper", "Matey", "Salty", "Scallywag", "Smee", "Bonny", "Kidd"] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["literature-film"], evokes: ["pirate"] })),
  // blue
  ...(
    [
      "Blue",
      "Bluey",
      "Navy",
      "Indigo",
      "Sapphire",
      "Azure",
      "Cobalt",
      "Denim",
      "Blueberry",
      "Bluebell",
      "Skye",
      "Lapis",
      "Periwinkle",
      "Iris",
      "Violet",
      "Plum",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["colours"], evokes: ["blue"] })),
  // quiet
  ...(
    ["Whisper", "Hush", "Shush", "Mime", "Ninja", "Murmur", "Zen", "Velvet", "Secret", "Ghost"] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["quiet", "calm"] })),
  // green
  ...(
    [
      "Lime",
      "Kiwi",
      "Pistachio",
      "Sprout",
      "Clover",
      "Basil",
      "Mint",
      "Olive",
      "Fern",
      "Jade",
      "Leaf",
      "Pickle",
      "Moss",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["colours"], evokes: ["green"] })),
  // a pet sure it is one of the people
  ...(
    [
      "Gerald",
      "Kevin",
      "Steve",
      "Dave",
      "Gary",
      "Bob",
      "Frank",
      "Harold",
      "Walter",
      "Stanley",
      "Norman",
      "Doug",
      "Carl",
      "Linda",
      "Karen",
      "Barbara",
      "Susan",
      "Brenda",
    ] as const
  ).map(
    (name): CuratedName => ({
      name,
      gender: ["Linda", "Karen", "Barbara", "Susan", "Brenda"].includes(name) ? "f" : "m",
      themes: ["classic"],
      evokes: ["human"],
    }),
  ),
  // the names every dog in a story answers to: a cat or rabbit sure it is a dog plays along (Spot suits any
  // spotted pet)
  {
    name: "Fido",
    gender: "u",
    themes: ["classic"],
    evokes: ["loyal"],
    species: ["dog"],
    meaning: "Latin for 'I trust'",
    origin: "Latin",
  },
  { name: "Spot", gender: "u", themes: ["classic"], evokes: ["spotted"] },
  {
    name: "Rover",
    gender: "u",
    themes: ["classic", "personality"],
    evokes: ["adventurous", "curious"],
    species: ["dog"],
  },
  // cocktails, for a household that mixes them
  ...(
    [
      "Martini",
      "Mojito",
      "Margarita",
      "Negroni",
      "Cosmo",
      "Daiquiri",
      "Gimlet",
      "Sidecar",
      "Spritz",
      "Mimosa",
      "Julep",
      "Sangria",
      "Bramble",
      "Mai Tai",
    ] as const
  ).map(
    (name): CuratedName => ({
      name,
      gender: name === "Margarita" ? "f" : "u",
      themes: ["foods"],
      evokes: ["cocktail"],
    }),
  ),
  {
    name: "Bellini",
    gender: "u",
    themes: ["foods"],
    evokes: ["cocktail"],
    culturalContext: "The Bellini, prosecco with white peach, was created at Harry's Bar in Venice.",
  },
  {
    name: "Paloma",
    gender: "f",
    themes: ["foods"],
    evokes: ["cocktail"],
    meaning: "Spanish for 'dove'",
    origin: "Spanish",
  },
  // the unhurried: a tortoise, an old horse, a pet that takes its time
  ...(
    [
      "Mosey",
      "Amble",
      "Dawdle",
      "Slowpoke",
      "Poky",
      "Snail",
      "Meander",
      "Molasses",
      "Dilly",
      "Dally",
      "Saunter",
      "Rambler",
      "Sunday",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["slow", "calm"] })),
  // the tough ones: a guard dog's name, or a tiny pet sure it is one
  { name: "Brutus", gender: "m", themes: ["personality"], evokes: ["strong", "fierce"] },
  { name: "Bruiser", gender: "m", themes: ["personality"], evokes: ["strong", "fierce"] },
  { name: "Tyson", gender: "m", themes: ["personality"], evokes: ["strong", "fierce"] },
  { name: "Rambo", gender: "m", themes: ["literature-film"], evokes: ["strong", "brave"] },
  { name: "Rocco", gender: "m", themes: ["personality"], evokes: ["strong"] },
  { name: "Sarge", gender: "m", themes: ["personality"], evokes: ["boss", "brave"] },
  {
    name: "Xena",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["brave", "fierce", "strong"],
    culturalContext: "Xena is the sword-wielding heroine of the 1990s TV series Xena: Warrior Princess.",
  },
  // royalty, for a pet who rules the house
  { name: "Empress", gender: "f", themes: ["personality"], evokes: ["regal", "boss"] },
  { name: "Majesty", gender: "u", themes: ["personality"], evokes: ["regal"] },
  { name: "Highness", gender: "u", themes: ["personality"], evokes: ["regal"] },
  { name: "Countess", gender: "f", themes: ["personality"], evokes: ["regal", "graceful"] },
  {
    name: "Regina",
    gender: "f",
    themes: ["classic"],
    evokes: ["regal"],
    meaning: "Latin for 'queen'",
    origin: "Latin",
  },
  // opera, for a pet who sings it
  {
    name: "Pavarotti",
    gender: "m",
    themes: ["sounds"],
    evokes: ["music", "vocal", "italian"],
    culturalContext: "Luciano Pavarotti was one of the most celebrated operatic tenors of the 20th century.",
  },
  {
    name: "Caruso",
    gender: "m",
    themes: ["sounds"],
    evokes: ["music", "vocal", "italian"],
    culturalContext:
      "Enrico Caruso was the Italian tenor who became opera's first recording star in the early 1900s.",
  },
  {
    name: "Callas",
    gender: "f",
    themes: ["sounds"],
    evokes: ["music", "vocal"],
    culturalContext: "Maria Callas was one of the most celebrated opera sopranos of the 20th century.",
  },
  {
    name: "Puccini",
    gender: "m",
    themes: ["sounds"],
    evokes: ["music", "italian"],
    culturalContext: "Giacomo Puccini was the Italian composer of La Bohème, Tosca and Madama Butterfly.",
  },
  {
    name: "Verdi",
    gender: "m",
    themes: ["sounds"],
    evokes: ["music", "italian"],
    culturalContext: "Giuseppe Verdi was the Italian composer of Aida, Rigoletto and La Traviata.",
  },
  {
    name: "Tosca",
    gender: "f",
    themes: ["sounds"],
    evokes: ["music", "vocal", "italian"],
    culturalContext: "Tosca is the passionate singer at the heart of Puccini's 1900 opera of that name.",
  },
  {
    name: "Aida",
    gender: "f",
    themes: ["sounds"],
    evokes: ["music"],
    culturalContext: "Aida is the Ethiopian princess of Verdi's 1871 opera of that name.",
  },
  // escape artists
  {
    name: "Dodger",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["escape", "mischievous"],
    culturalContext:
      "The Artful Dodger is the quick-fingered young pickpocket of Charles Dickens's Oliver Twist.",
  },
  { name: "Houdini", gender: "m", themes: ["personality"], evokes: ["escape"] },
  { name: "Sneaky", gender: "u", themes: ["personality"], evokes: ["escape", "mischievous"] },
  { name: "Ninja", gender: "u", themes: ["personality"], evokes: ["escape"] },
  { name: "Slinky", gender: "u", themes: ["personality"], evokes: ["escape"] },
  // and every cat's: a dog or rabbit sure it is a cat plays along
  { name: "Kitty", gender: "f", themes: ["classic"], evokes: ["sweet"], species: ["cat"] },
  { name: "Whiskers", gender: "u", themes: ["classic"], evokes: [], species: ["cat"] },
  {
    name: "Puss",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["clever"],
    species: ["cat"],
    culturalContext: "Puss in Boots is the clever cat of Charles Perrault's 1697 fairy tale.",
  },
  // baseball, football (soccer), basketball: the sporting names gain their own game
  ...(
    [
      "Slugger",
      "Homer",
      "Babe",
      "Fenway",
      "Rookie",
      "Yogi",
      "Jackie",
      "Dugout",
      "Bambino",
      "Mitt",
      "Curveball",
      "Bunt",
      "Ace",
    ] as const
  ).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["baseball", "sport"] }),
  ),
  ...(["Pele", "Messi", "Beckham", "Ronaldo", "Goalie", "Striker", "Keeper", "Kick", "Pitch"] as const).map(
    (name): CuratedName => ({ name, gender: "m", themes: ["personality"], evokes: ["soccer", "sport"] }),
  ),
  ...(["Jordan", "Kobe", "Dunk", "Hoops", "Swish", "Shaq", "Magic", "Bird"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["basketball", "sport"] }),
  ),
  // Lunar New Year
  ...(
    [
      "Lucky",
      "Fortune",
      "Lantern",
      "Jade",
      "Mandarin",
      "Tangerine",
      "Dumpling",
      "Bao",
      "Firecracker",
      "Lunar",
      "Peony",
    ] as const
  ).map((name): CuratedName => ({ name, gender: "u", themes: ["weather"], evokes: ["lunar-new-year"] })),
  // diggers, climbers, flyers, snakes
  ...(["Digger", "Digby", "Dozer", "Gopher", "Burrow", "Scoop", "Shovel", "Moley"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["personality"], evokes: ["digger"] }),
  ),
  ...(["Summit", "Everest", "Peak", "Climber", "Alpine", "Spidey", "Ledge", "Sherpa"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["nature"], evokes: ["climber"] }),
  ),
  ...(["Glider", "Sky", "Skye", "Pilot", "Kite", "Jet", "Wings", "Icarus", "Amelia"] as const).map(
    (name): CuratedName => ({ name, gender: "u", themes: ["weather"], evokes: ["flyer"] }),
  ),
  ...(["Noodle", "Slinky", "Hiss", "Monty", "Sly", "Slither", "Zigzag", "Ziggy"] as const).map(
    (name): CuratedName => ({
      name,
      gender: "u",
      themes: ["personality"],
      evokes: ["snake"],
      species: ["reptile"],
    }),
  ),
  {
    name: "Kaa",
    gender: "u",
    themes: ["literature-film"],
    // the menacing, hypnotising python: no name for a snake that is not scary
    evokes: ["snake", "fierce"],
    species: ["reptile"],
    culturalContext: "Kaa is the python of Rudyard Kipling's The Jungle Book (1894).",
  },
  {
    name: "Paulie",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["vocal", "clever"],
    species: ["bird"],
    culturalContext: "Paulie is the talking parrot of the 1998 film 'Paulie'.",
  },
  // racehorses every racing fan knows: "convinced he's a racehorse" reaches for them
  {
    name: "Red Rum",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["fast", "sport"],
    species: ["horse"],
    culturalContext:
      "Red Rum is the racehorse who won Britain's Grand National three times, in 1973, 1974 and 1977.",
  },
  {
    name: "Phar Lap",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["fast", "sport"],
    species: ["horse"],
    culturalContext: "Phar Lap was the New Zealand-bred champion racehorse who won the 1930 Melbourne Cup.",
  },
  // names people reach for first for a trait ("kind of grumpy", "way too curious"), and for what a pet
  // takes itself for that is no animal ("swears she's a unicorn", "behaves like a shark")
  { name: "Gobble", gender: "u", themes: ["personality"], evokes: ["hungry"] },
  { name: "Genius", gender: "u", themes: ["personality"], evokes: ["clever"] },
  { name: "Brains", gender: "u", themes: ["personality"], evokes: ["clever"] },
  { name: "Professor", gender: "u", themes: ["personality"], evokes: ["clever", "senior"] },
  { name: "Nosy", gender: "u", themes: ["personality"], evokes: ["curious"] },
  { name: "Snoop", gender: "u", themes: ["personality"], evokes: ["curious"] },
  { name: "Havoc", gender: "u", themes: ["personality"], evokes: ["mischievous", "energetic"] },
  { name: "Cheeky", gender: "u", themes: ["personality"], evokes: ["mischievous", "playful"] },
  { name: "Lamb", gender: "u", themes: ["personality"], evokes: ["gentle", "sweet"] },
  { name: "Sloth", gender: "u", themes: ["personality"], evokes: ["lazy", "slow"] },
  { name: "Snooze", gender: "u", themes: ["personality"], evokes: ["sleep", "lazy"] },
  { name: "Valiant", gender: "u", themes: ["personality"], evokes: ["brave"] },
  {
    name: "Braveheart",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["brave", "scottish"],
    culturalContext:
      "Braveheart is Mel Gibson's 1995 film about William Wallace, who led the Scots against English rule.",
  },
  { name: "Scaredy", gender: "u", themes: ["personality"], evokes: ["shy"] },
  {
    name: "Gaston",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["vain"],
    culturalContext: "Gaston is the vain, swaggering hunter of Disney's Beauty and the Beast (1991).",
  },
  { name: "Peacock", gender: "u", themes: ["personality"], evokes: ["vain"] },
  { name: "Grandpa", gender: "m", themes: ["personality"], evokes: ["senior"] },
  { name: "Granny", gender: "f", themes: ["personality"], evokes: ["senior"] },
  { name: "Chill", gender: "u", themes: ["personality"], evokes: ["calm"] },
  {
    name: "Foghorn",
    gender: "m",
    themes: ["literature-film"],
    evokes: ["vocal"],
    culturalContext: "Foghorn Leghorn is the loudmouthed rooster of the Looney Tunes cartoons.",
  },
  {
    name: "Jaws",
    gender: "u",
    themes: ["literature-film"],
    evokes: ["fierce", "water"],
    culturalContext: "Jaws is the great white shark of Steven Spielberg's 1975 film of the same name.",
  },
  {
    name: "Rarity",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["regal"],
    culturalContext: "Rarity is the stylish white unicorn of My Little Pony: Friendship Is Magic.",
  },
  {
    name: "Amalthea",
    gender: "f",
    themes: ["literature-film"],
    evokes: ["white", "graceful"],
    culturalContext: "Amalthea is the unicorn heroine of Peter S. Beagle's novel The Last Unicorn (1968).",
  },
];

/** A name people reach for first when a pet takes itself for something, with its note where the sense is another. */
export interface IconicName {
  name: string;
  /** The famous bearer, when the corpus's own note tells another sense of the name (Pluto the planet). */
  note?: string;
  /** Only for a pet of this sex: a queen is no king. */
  gender?: "f" | "m";
}

/** The names people reach for first for what the pet takes itself for, best known first. */
/** "Cheddar|Brie|Gouda" → plain names; "Usain=Usain Bolt is …" carries a note; "Elvis/m" a sex. */
export function iconicNames(list: string): IconicName[] {
  return list.split("|").map((item) => {
    const [head, note] = item.split("=");
    const [name, gender] = head!.split("/");
    return {
      name: name!,
      ...(note ? { note } : {}),
      ...(gender === "f" || gender === "m" ? { gender } : {}),
    };
  });
}

export interface IconicSet {
  /** Why the names suit, after "Brutus is …": "a tough guard dog's name". */
  why: string;
  /**
   * What the owner said: what the pet takes itself for (the default), or something it does or keeps away
   * from ("basks all day", "won't go near water"), quoted as written.
   */
  lead?: "mentions";
  names: IconicName[];
}

/**
 * "thinks she's a dog": Snoopy, Scooby, Lassie before any dog's name that merely fits; "sure she's a
 * rottweiler": Brutus and Tank. Which set applies is read in fit.ts (iconicSet).
 */
export const ICONIC = {
  "tough-dog": {
    why: "a tough guard dog's name",
    names: [
      "Brutus",
      "Tank",
      "Diesel",
      "Rocky",
      "Tyson",
      "Spike",
      "Titan",
      "Zeus",
      "Rocco",
      "Bruiser",
      "Xena",
    ].map((name) => ({ name })),
  },
  dog: {
    why: "a dog's name through and through",
    names: [
      { name: "Snoopy" },
      { name: "Scooby" },
      { name: "Lassie" },
      { name: "Pluto", note: "Pluto is Mickey Mouse's pet dog in Disney cartoons." },
      { name: "Odie", note: "Odie is the cheerful, slobbering dog of Jim Davis's Garfield comic strip." },
      { name: "Rover" },
      { name: "Fido" },
      { name: "Buddy" },
      { name: "Toto" },
      { name: "Benji" },
    ],
  },
  cat: {
    why: "a cat's name through and through",
    names: [
      { name: "Kitty" },
      { name: "Whiskers" },
      { name: "Felix" },
      { name: "Mittens" },
      { name: "Garfield" },
      { name: "Tom", note: "Tom is the cat forever chasing Jerry the mouse in the Tom and Jerry cartoons." },
      { name: "Sylvester" },
      { name: "Salem" },
      { name: "Figaro" },
      { name: "Puss" },
    ],
  },
  bird: {
    why: "a bird's name through and through",
    names: [
      { name: "Tweety" },
      { name: "Woodstock" },
      {
        name: "Zazu",
        note: "Zazu is the hornbill who serves as King Mufasa's majordomo in Disney's The Lion King.",
      },
      { name: "Iago" },
      { name: "Hedwig" },
      { name: "Heihei" },
      { name: "Polly" },
    ],
  },
  racehorse: {
    why: "a name made for a racer",
    names: ["Seabiscuit", "Secretariat", "Red Rum", "Phar Lap", "Flash", "Bolt", "Rocket", "Lightning"].map(
      (name) => ({ name }),
    ),
  },
  royal: {
    why: "a name fit for royalty",
    names: [
      { name: "Queenie", gender: "f" },
      { name: "King", gender: "m" },
      { name: "Majesty" },
      { name: "Duchess", gender: "f" },
      { name: "Duke", gender: "m" },
      { name: "Empress", gender: "f" },
      { name: "Prince", gender: "m" },
      { name: "Princess", gender: "f" },
      { name: "Cleopatra", gender: "f", note: "Cleopatra was the last queen of ancient Egypt." },
      {
        name: "Caesar",
        gender: "m",
        note: "Julius Caesar's family name became the title of the Roman emperors.",
      },
      {
        name: "Victoria",
        gender: "f",
        note: "Victoria was Queen of the United Kingdom from 1837 to 1901.",
      },
      { name: "Regina", gender: "f" },
    ],
  },
  baby: {
    why: "a name for the baby of the house",
    names: [
      { name: "Baby" },
      { name: "Junior", gender: "m" },
      { name: "Bambino", gender: "m" },
      { name: "Kiddo" },
      { name: "Munchkin" },
      {
        name: "Stewie",
        gender: "m",
        note: "Stewie Griffin is the scheming baby of the animated series Family Guy.",
      },
      { name: "Bebe" },
    ],
  },
  dry: {
    why: "a name for a pet who keeps well away from water",
    lead: "mentions",
    names: [
      { name: "Sahara" },
      { name: "Dusty" },
      { name: "Sandy" },
      { name: "Cactus" },
      {
        name: "Gizmo",
        note: "Gizmo is the mogwai of the 1984 film Gremlins, who must never get wet.",
      },
      { name: "Mojave" },
      { name: "Dune" },
    ],
  },
  // a small pet with a "HUGE personality", or whose owner wants "the grandest name possible"
  mighty: {
    why: "a mighty name, all the funnier on a small pet",
    lead: "mentions",
    names: [
      "Hercules",
      "Goliath",
      "Titan",
      "Tyson",
      "Rambo",
      "Hulk",
      "Brutus",
      "Tank",
      "Godzilla",
      "Kong",
      "Atlas",
      "Zeus",
    ].map((name) => ({ name })),
  },
  // a big pet whose owner stresses how soft it is: "140 lbs of pure dog, hella chill and super gentle",
  // "everyone assumes he's a guard dog but he is absolutely NOT one"
  "gentle-giant": {
    why: "a name for a gentle giant",
    lead: "mentions",
    names: [
      { name: "Teddy" },
      { name: "Baloo", note: "Baloo is the big, easy-going bear of Disney's The Jungle Book (1967)." },
      { name: "Moose" },
      { name: "Bear" },
      { name: "Bubba" },
      { name: "Hagrid", note: "Hagrid is the kind-hearted half-giant gamekeeper of the Harry Potter books." },
      { name: "Marshmallow" },
      { name: "Groot" },
    ],
  },
  basker: {
    why: "a name for a sun-worshipper",
    lead: "mentions",
    names: ["Sunny", "Sol", "Apollo", "Helios", "Ra", "Sunbeam", "Ember", "Blaze"].map((name) => ({ name })),
  },
  talker: {
    why: "a name for a born talker",
    lead: "mentions",
    names: [
      { name: "Polly" },
      { name: "Echo" },
      { name: "Chatterbox" },
      { name: "Gabby" },
      { name: "Iago" },
      { name: "Paulie" },
      { name: "Squawk" },
    ],
  },
} satisfies Record<string, IconicSet>;
export type IconicSetId = keyof typeof ICONIC;

const plain = (names: string[]): IconicName[] => names.map((name) => ({ name }));

/**
 * The names people reach for first for a trait the owner stressed ("kind of grumpy", "mega greedy", "isn't
 * scared of anything"), best known first. The first trait of TRAIT_ORDER that the owner stressed chooses.
 */
export const TRAIT_ICONIC: Partial<Record<Concept, IconicSet>> = {
  grumpy: {
    why: "a name for a lovable grump",
    lead: "mentions",
    names: plain(["Grumpy", "Grouch", "Oscar", "Sourpuss", "Grumbles", "Scrooge", "Grinch", "Crabby"]),
  },
  boss: {
    why: "a name for the one in charge",
    lead: "mentions",
    names: [
      ...plain(["Boss", "Chief", "Sarge", "Major", "General", "Captain"]),
      { name: "Napoleon", note: "Napoleon Bonaparte was Emperor of the French from 1804 to 1814." },
    ],
  },
  hungry: {
    why: "a name for a pet who lives to eat",
    lead: "mentions",
    names: [
      ...plain(["Gobble", "Chomper", "Piggy", "Hoover", "Munch"]),
      { name: "Homer", note: "Homer Simpson is the doughnut-loving dad of the cartoon The Simpsons." },
      ...plain(["Snorlax", "Garfield"]),
    ],
  },
  clever: {
    why: "a name for a clever clogs",
    lead: "mentions",
    names: [
      ...plain(["Einstein", "Sherlock", "Genius", "Brains"]),
      { name: "Newton", note: "Isaac Newton worked out the laws of motion and of gravity." },
      { name: "Professor" },
      { name: "Tesla", note: "Nikola Tesla was the inventor who pioneered alternating-current electricity." },
    ],
  },
  curious: {
    why: "a name for a nosy explorer",
    lead: "mentions",
    names: [
      ...plain(["Nosy", "Scout", "Snoop", "Sherlock"]),
      { name: "Dora", note: "Dora the Explorer is the curious young adventurer of the Nickelodeon cartoon." },
      { name: "Alice" },
    ],
  },
  mischievous: {
    why: "a name for a little troublemaker",
    lead: "mentions",
    names: [
      ...plain(["Trouble", "Rascal", "Scamp", "Mischief", "Gremlin", "Chaos", "Loki", "Havoc", "Cheeky"]),
      { name: "Taz", note: "Taz is the whirlwind Tasmanian Devil of the Looney Tunes cartoons." },
    ],
  },
  goofy: {
    why: "a name for a lovable goofball",
    lead: "mentions",
    names: [
      { name: "Goofy", note: "Goofy is Mickey Mouse's clumsy, good-natured friend in Disney cartoons." },
      ...plain(["Bumble", "Wobbles", "Klutz", "Jester", "Tumble", "Crash"]),
    ],
  },
  lazy: {
    why: "a name for a champion lounger",
    lead: "mentions",
    names: plain(["Lazybones", "Dozer", "Snorlax", "Sleepy", "Sloth", "Snooze", "Garfield"]),
  },
  gentle: {
    why: "a name for a gentle soul",
    lead: "mentions",
    names: plain(["Angel", "Dove", "Lamb", "Honey", "Bambi", "Mellow", "Velvet"]),
  },
  vocal: {
    why: "a name for a pet who makes itself heard",
    lead: "mentions",
    names: plain(["Chatterbox", "Echo", "Foghorn", "Siren", "Pavarotti", "Gabby"]),
  },
  brave: {
    why: "a name for a fearless heart",
    lead: "mentions",
    names: [
      ...plain(["Hero", "Valiant", "Braveheart", "Hercules", "Rambo", "Rocky"]),
      {
        name: "Xena",
        gender: "f",
        note: "Xena is the fearless warrior princess of the TV series Xena: Warrior Princess.",
      },
    ],
  },
  shy: {
    why: "a name for a gentle worrier",
    lead: "mentions",
    names: plain(["Bashful", "Mouse", "Whisper", "Piglet", "Scaredy", "Bambi", "Courage"]),
  },
  quiet: {
    why: "a name for a pet of few words",
    lead: "mentions",
    names: [
      ...plain(["Whisper", "Hush", "Mime", "Shush", "Murmur"]),
      { name: "Harpo", note: "Harpo Marx was the Marx Brother who never spoke a word on screen." },
    ],
  },
  calm: {
    why: "a name for a laid-back soul",
    lead: "mentions",
    names: plain(["Zen", "Mellow", "Chill", "Breeze", "Velvet"]),
  },
  energetic: {
    why: "a name for a pet who never stops",
    lead: "mentions",
    names: [
      ...plain(["Zoom", "Dash", "Flash", "Turbo", "Rocket", "Bolt", "Sonic", "Tigger"]),
      { name: "Taz", note: "Taz is the whirlwind Tasmanian Devil of the Looney Tunes cartoons." },
    ],
  },
  independent: {
    why: "a name for a free spirit",
    lead: "mentions",
    names: plain(["Solo", "Maverick", "Rogue", "Indie", "Rebel", "Nomad"]),
  },
  vain: {
    why: "a name for a pet who knows how good they look",
    lead: "mentions",
    names: [
      {
        name: "Narcissus",
        gender: "m",
        note: "In Greek myth, Narcissus fell in love with his own reflection.",
      },
      { name: "Gaston", gender: "m" },
      { name: "Diva", gender: "f" },
      { name: "Peacock" },
      {
        name: "Casanova",
        gender: "m",
        note: "Giacomo Casanova was the 18th-century Venetian adventurer famed as a ladies' man.",
      },
    ],
  },
  senior: {
    why: "a name for a wise old soul",
    lead: "mentions",
    names: [
      { name: "Gramps", gender: "m" },
      { name: "Granny", gender: "f" },
      { name: "Grandpa", gender: "m" },
      { name: "Yoda" },
      { name: "Gandalf" },
      { name: "Merlin" },
    ],
  },
  regal: {
    why: "a name with airs and graces",
    lead: "mentions",
    names: [
      { name: "Duchess", gender: "f" },
      { name: "Duke", gender: "m" },
      { name: "Lady", gender: "f" },
      { name: "Countess", gender: "f" },
      { name: "Queenie", gender: "f" },
      { name: "Majesty" },
    ],
  },
  fierce: {
    why: "a fighter's name",
    lead: "mentions",
    names: plain(["Rocky", "Tyson", "Ali", "Rambo", "Brutus", "Bruiser", "Fang", "Spike"]),
  },
  fluffy: {
    why: "a name for a proper fluffball",
    lead: "mentions",
    names: plain(["Fluffy", "Floof", "Fluff", "Fuzzball", "Cloud", "Puff", "Fuzz"]),
  },
};
/** A stressed voice that is loud rather than chatty ("incredibly loud in the mornings", "SO noisy"). */
export const LOUD_ICONIC: IconicSet = {
  why: "a name for a pet you can hear three streets away",
  lead: "mentions",
  names: plain(["Foghorn", "Siren", "Screech", "Klaxon", "Racket", "Banshee", "Trumpet", "Squawk"]),
};
/** Which stressed trait chooses the names: the most particular first ("grumpy" before "fierce"). */
export const TRAIT_ORDER = [
  "grumpy",
  "boss",
  "vain",
  "hungry",
  "clever",
  "curious",
  "mischievous",
  "goofy",
  "lazy",
  "gentle",
  "vocal",
  "brave",
  "shy",
  "quiet",
  "calm",
  "energetic",
  "independent",
  "regal",
  "fierce",
  "senior",
  // a look graded ("extremely fluffy") chooses only where no character was stressed
  "fluffy",
] as const satisfies readonly Concept[];

/**
 * What a pet takes itself for, or is likened to, that is no animal of the form: "swears she's a mermaid",
 * "behaves like a shark", "thinks he's a rock star". The phrase as the description writes it.
 */
export const WORD_ICONIC: ReadonlyMap<string, IconicSet> = new Map<string, IconicSet>([
  [
    "mermaid",
    { why: "a mermaid's name", names: plain(["Ariel", "Marina", "Coral", "Pearl", "Siren", "Splash"]) },
  ],
  [
    "shark",
    {
      why: "a shark's name",
      names: [
        { name: "Jaws" },
        { name: "Bruce", note: "Bruce is the great white shark of Pixar's Finding Nemo (2003)." },
        { name: "Chomper" },
      ],
    },
  ],
  [
    "rock star",
    {
      why: "a rock star's name",
      names: [
        ...plain(["Elvis", "Ozzy", "Bowie", "Jagger"]),
        { name: "Freddie", note: "Freddie Mercury was the flamboyant lead singer of Queen." },
      ],
    },
  ],
  [
    "unicorn",
    {
      why: "a unicorn's name",
      names: [
        { name: "Sparkle" },
        {
          name: "Twilight",
          note: "Twilight Sparkle is the unicorn heroine of My Little Pony: Friendship Is Magic.",
        },
        ...plain(["Rarity", "Amalthea", "Stardust", "Rainbow", "Glitter"]),
      ],
    },
  ],
  [
    "bulldozer",
    {
      why: "a name for an unstoppable bulldozer",
      names: [
        { name: "Dozer", note: "Dozer is short for bulldozer." },
        { name: "Tank" },
        { name: "Tonka", note: "Tonka is the American maker of sturdy toy trucks and diggers." },
        { name: "Digger" },
      ],
    },
  ],
  [
    "sergeant",
    {
      why: "a name for the one giving the orders",
      names: plain(["Sarge", "Major", "General", "Captain", "Colonel", "Chief"]),
    },
  ],
  ["lapdog", { why: "a lapdog's name", names: plain(["Tiny", "Peanut", "Bijou", "Button", "Pip"]) }],
  [
    "old man",
    {
      why: "a name for a little old man",
      names: plain(["Gramps", "Grandpa", "Albert", "Arthur", "Stanley", "Walter", "Harold"]),
    },
  ],
  [
    "old lady",
    {
      why: "a name for a little old lady",
      names: plain(["Granny", "Mabel", "Doris", "Betty", "Ethel", "Gertrude"]),
    },
  ],
]);

/** A set for what the pet is when the owner says what it is not, and the names that would say the opposite. */
export interface ContrarySet extends IconicSet {
  /** Names that claim what the owner denied: Dawn for a pet who is "not a morning person". */
  shuns: readonly string[];
}

/**
 * What a pet is when the owner says what it is not, where no one concept carries it: "not a morning
 * person" is a late riser, "not dirty at all" a clean freak, "won't touch carrots" a fussy eater. Which
 * phrases choose them is read in phrase-context.ts (contraryAt).
 */
export const CONTRARY_ICONIC = {
  "late-riser": {
    why: "a name for a night owl who sleeps in",
    lead: "mentions",
    names: [
      ...plain(["Snooze", "Dozer", "Sleepy", "Snorlax", "Midnight"]),
      { name: "Nox", note: "Nox is Latin for 'night', and the Roman goddess of the night." },
      { name: "Luna", gender: "f" },
      { name: "Owl", note: "A night owl: up late, never at dawn." },
    ],
    shuns: ["Dawn", "Sunrise", "Aurora", "Sunny", "Sunshine", "Lark", "Rooster", "Chipper", "Morning"],
  },
  "early-riser": {
    why: "a name for an early riser",
    lead: "mentions",
    names: [
      ...plain(["Sunny", "Dawn", "Sunrise", "Lark", "Rooster"]),
      { name: "Aurora", note: "Aurora is the Roman goddess of the dawn." },
      ...plain(["Sunshine", "Chipper"]),
    ],
    shuns: [
      "Owl",
      "Midnight",
      "Moon",
      "Luna",
      "Nox",
      "Nyx",
      "Dracula",
      "Batty",
      "Dusk",
      "Twilight",
      "Snooze",
      "Dozer",
    ],
  },
  clean: {
    why: "a name for a pet who keeps spotless",
    lead: "mentions",
    names: [
      { name: "Sparkle" },
      { name: "Squeaky", note: "As in squeaky clean." },
      { name: "Duchess", gender: "f" },
      { name: "Snowy" },
      { name: "Dove" },
    ],
    shuns: ["Pigpen", "Scruffy", "Stinky", "Smelly", "Grubby", "Mucky", "Muddy", "Dusty"],
  },
  fussy: {
    why: "a name for a fussy eater with refined tastes",
    lead: "mentions",
    names: [
      { name: "Princess", gender: "f" },
      {
        name: "Remy",
        note: "Remy is the rat with a gourmet's palate in Pixar's Ratatouille (2007).",
      },
      { name: "Diva", gender: "f" },
      { name: "Duchess", gender: "f" },
      { name: "Duke", gender: "m" },
      { name: "Prince", gender: "m" },
    ],
    shuns: ["Hoover", "Gobble", "Chomper", "Piggy", "Munch"],
  },
} satisfies Record<string, ContrarySet>;
export type ContraryId = keyof typeof CONTRARY_ICONIC;
