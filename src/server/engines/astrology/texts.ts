/**
 * Text tables for the pet astrology reading engine. Entertainment only: warm, playful,
 * written to the pet in the second person ("you"). {name} is replaced with the pet's name.
 */
import type { AstrologyTexts } from "./text-types";

export const TEXTS: AstrologyTexts = {
  signAdjectives: {
    Aries: ["bold", "eager", "spirited"],
    Taurus: ["steady", "cosy", "stubborn"],
    Gemini: ["curious", "chatty", "quick"],
    Cancer: ["tender", "homey", "protective"],
    Leo: ["proud", "radiant", "generous"],
    Virgo: ["tidy", "observant", "thoughtful"],
    Libra: ["charming", "sociable", "graceful"],
    Scorpio: ["intense", "loyal", "mysterious"],
    Sagittarius: ["adventurous", "cheerful", "free-spirited"],
    Capricorn: ["dignified", "patient", "determined"],
    Aquarius: ["quirky", "independent", "inventive"],
    Pisces: ["dreamy", "gentle", "intuitive"],
  },

  sun: {
    dog: {
      Aries:
        "You're first out of the door on every walk and first to the ball before it even lands. Life is a race, {name}, and you've already decided you're winning.",
      Taurus:
        "You know the comfiest corner of the sofa and defend it with a slow, immovable lean. Walks are for savouring every good smell, and nobody hurries you past a favourite lamppost.",
      Gemini:
        "You sniff ten things in ten seconds on every walk, and your favourite toy changes by the hour. Every bark, grumble and head tilt is part of a conversation only you could keep up with.",
      Cancer:
        "Your greeting at the door is a full-body wiggle, because nothing matters more than your people coming home. From your bed by the sofa you keep a loyal eye on the whole pack.",
      Leo: "You trot down the street like a parade of one, tail high, waiting for every passer-by to admire you. Bring back the ball and you expect applause, and honestly you deserve it.",
      Virgo:
        "You have a precise walking route, a favourite order of sniffs and a toy basket you like kept just so. You notice the moment a shoe moves, which makes you a superb household inspector.",
      Libra:
        "You greet every dog in the park with a polite sniff and a friendly play bow. Fetch is more fun when it's shared, so you bring the ball to whoever looks like they need cheering up.",
      Scorpio:
        "You pick your favourite human with total devotion and follow them from room to room. Your nose reads every secret on the evening walk, and you keep most of them to yourself.",
      Sagittarius:
        "Every walk is an expedition, and you'd happily take the long way round through every field and puddle. You fetch with joyful abandon, then sprint off to see what's round the next corner.",
      Capricorn:
        "You carry the ball back with the seriousness of a dog on important business. At walk time you wait by the door with dignified patience, lead practically in your mouth.",
      Aquarius:
        "You invented your own version of fetch, and it involves bringing back something nobody threw. You sniff out the odd corners of the park and befriend the most unusual dogs there.",
      Pisces:
        "You gaze into your humans' eyes as if you can read their dreams, and maybe you can. On walks you chase butterflies and shadows, and at home you paddle your paws through happy naps.",
    },
    cat: {
      Aries:
        "You pounce first and think later, launching at the feather wand before it has even finished twitching. The highest shelf in the house is yours simply because you got there first.",
      Taurus:
        "You know exactly where the sunbeam lands at every hour and move with it, slowly and on purpose. You knead your favourite blanket into perfect softness and refuse to share it.",
      Gemini:
        "You stalk a toy mouse, abandon it for a rustling bag, then chatter at a bird outside, all in one minute. Your mind is as quick as your paws, and boredom has never once caught you.",
      Cancer:
        "You knead your human's lap with soft, contented paws and purr like a little engine of comfort. Your favourite hideaway is a warm, enclosed nook where you can watch the whole household.",
      Leo: "You sprawl across the sunniest window ledge like royalty on a throne, ready to receive admirers. When you bring a toy to your humans as a gift, you expect a proper round of praise.",
      Virgo:
        "You groom every whisker into place and keep your toys in an order only you understand. You stalk with careful precision, studying the target from every angle before the pounce.",
      Libra:
        "You charm every visitor with a slow blink and a graceful tail curl, then choose exactly whose lap deserves you. You like your day balanced: one nap in the sun, one in the shade, repeat.",
      Scorpio:
        "You watch from shadowy corners with glowing eyes, knowing far more about the household than you let on. Your stalk is patient and silent, and your pounce lands exactly where you meant it to.",
      Sagittarius:
        "You treat every cupboard, box and open door as a personal invitation to explore. Your zoomies at dusk are legendary, a full tour of the house at top speed.",
      Capricorn:
        "You climb to the top of the cat tree and survey your kingdom with calm authority. Your daily schedule of naps, patrols and lap visits runs like clockwork.",
      Aquarius:
        "You sip from the tap, sleep in the bathroom sink and play fetch like a dog, because rules are for other cats. Your curiosity follows its own strange and wonderful logic.",
      Pisces:
        "You drift between sunbeam naps and long gazes out of the window at things nobody else can see. When you're happiest you knead softly and purr yourself into a cloud.",
    },
    bird: {
      Aries:
        "You're the first to sing when the morning light arrives, loud and proud. You scramble to the top perch in a flash and claim any new toy before anyone else can inspect it.",
      Taurus:
        "You have a favourite perch and a favourite song, and you'd rather enjoy both than rush about. You preen slowly and thoroughly until every feather is smoothed into a satisfying shine.",
      Gemini:
        "You mimic the doorbell, the kettle and your human's laugh, sometimes all in the same minute. Conversation is your favourite game, and you always want the last word.",
      Cancer:
        "You sing softest when your flock is close by, and your flock is your family. You preen your favourite human's hair or collar as tenderly as if they were one of your own.",
      Leo: "You puff up your feathers, raise your crest and perform your best song for any audience you can find. A round of applause only makes you launch into an encore.",
      Virgo:
        "You preen each feather until it's perfect and keep a careful eye on where every toy hangs in your cage. You learn new whistles note by note, polishing them until they're just right.",
      Libra:
        "You sing duets with the birds outside and chirp sweetly at every visitor. Harmony matters to you, and a tune sounds best when someone whistles it back.",
      Scorpio:
        "You watch the room from your perch with sharp, knowing eyes, missing nothing. You choose your favourite person carefully, and once chosen, you're theirs for good.",
      Sagittarius:
        "You climb, flap and hang upside down just to see the world from a new angle. Every new perch is a fresh expedition, and you greet it with a triumphant squawk.",
      Capricorn:
        "You climb to the very top of your cage one careful foothold at a time. Your morning song arrives at the same hour each day, as reliable as a clock tower.",
      Aquarius:
        "You invent your own songs, mixing phone ringtones with birdsong into something completely original. You play with your toys in ways nobody expected, and you're proud of it.",
      Pisces:
        "You hum softly to yourself as the light fades, lost in gentle daydreams. You mirror the mood of the room, singing brightly when your humans are cheerful and cooing when they're quiet.",
    },
    rabbit: {
      Aries:
        "You binky across the room the moment your run opens, first to every new corner. You thump a bold little warning at anything that dares to surprise you.",
      Taurus:
        "You guard the best hay pile like a royal throne and lounge on it with total contentment. Once you've flopped in your favourite spot, nothing short of a very good reason can move you.",
      Gemini:
        "You zig-zag, binky and change direction mid-hop just for the fun of it. Your nose never stops twitching, because there's always something new to investigate.",
      Cancer:
        "You build the cosiest nest in the house and tuck yourself into it with a contented sigh. You're happiest with your bonded friend or favourite human close by, grooming and being groomed.",
      Leo: "You perform your binkies centre stage, twisting mid-air like a tiny acrobat who knows everyone is watching. A nose-boop from you is an honour, and you know it.",
      Virgo:
        "You groom yourself until every whisker is neat and rearrange your hidey house to your exact standards. Your tunnels are organised and your corners are tidy, thank you very much.",
      Libra:
        "You share your space graciously with your bonded buddy and take turns grooming with perfect fairness. You win over guests with a polite nose twitch and a well-timed flop.",
      Scorpio:
        "You slip into your tunnel and watch the world from the shadows, ears swivelling to catch every secret. When you thump to make your feelings known, everyone in the house listens.",
      Sagittarius:
        "You dig as if you're tunnelling to the other side of the world and explore every inch of your run. A new cardboard box is a grand expedition, especially once you've chewed a door into it.",
      Capricorn:
        "You patrol your territory with careful hops and take your digging projects very seriously. Your daily routine is sacred, and you let everyone know with a stamp if it slips.",
      Aquarius:
        "You chew your cardboard castle into a shape no architect could imagine. You flop dramatically in the strangest places, proving that comfort is a matter of personal genius.",
      Pisces:
        "You melt into a dreamy flop in a patch of sunlight, ears relaxed and eyes half closed. Soft strokes between your ears send you drifting into quiet rabbit daydreams.",
    },
    hamster: {
      Aries:
        "You hit your wheel at full speed the moment the lights go down, as if racing an invisible rival. You're first out of the nest whenever something rustles.",
      Taurus:
        "You stuff your cheek pouches with serious dedication and build a hoard you're immensely proud of. Your bedding nest is a fortress of comfort, plumped to perfection.",
      Gemini:
        "You dash from wheel to tunnel to climbing toy and back again, never quite deciding which is best. Your whiskers twitch at every new sound, eager to work out what it is.",
      Cancer:
        "You burrow deep into soft bedding and build a snug little home that's all your own. Knowing your cheek-pouch stash is tucked safely nearby makes you feel ready for anything.",
      Leo: "You pose on top of your house with your cheeks puffed out like a tiny, proud lion. When you run on your wheel it's a performance, and the whole room is your audience.",
      Virgo:
        "You keep separate corners for sleeping, storing and running, and you notice instantly if anything has been moved. Your face-washing routine is quick, thorough and very precise.",
      Libra:
        "You wash your face with dainty paws and greet your human with a curious, twitching nose. You like your home arranged just right, with everything in pleasing balance.",
      Scorpio:
        "You keep the location of your best hoard a closely guarded secret, deep in the bedding. You vanish into your burrow by day and reappear at night with mysterious purpose.",
      Sagittarius:
        "You treat every tunnel as a passage to somewhere exciting and every trip to the playpen as a grand tour. On your wheel you cover imaginary deserts and mountains every night.",
      Capricorn:
        "You run your wheel with steady determination, clocking up impressive distances night after night. Your burrow is carefully engineered, with tunnels built to last.",
      Aquarius:
        "You sleep in the most unexpected places, like curled inside a tube or perched on top of your wheel. Your creations from cardboard rolls and bedding are uniquely your own.",
      Pisces:
        "You curl into a tiny ball of fluff in your nest and drift into the sweetest dreams. Gentle sounds and soft bedding make your little world feel like a cloud.",
    },
    "guinea-pig": {
      Aries:
        "You're first to wheek at the rustle of a bag, announcing yourself to the whole household. You popcorn with fearless gusto, bouncing straight up as if launched from a springboard.",
      Taurus:
        "You settle into your favourite hidey with a contented rumble and a mouthful of hay, savouring every moment. Nobody lounges quite as comfortably as you do.",
      Gemini:
        "You chatter, squeak, purr and wheek your way through a whole vocabulary of sounds. Your conversations with your cage mates never seem to run out of topics.",
      Cancer:
        "You huddle close with your herd, shoulder to shoulder, feeling safe and loved. Home is wherever your friends and your favourite fleece are.",
      Leo: "You strut around the run with your head held high and rumble proudly to show who's in charge. Your popcorn hops are showstoppers, and you know it.",
      Virgo:
        "You wash your face with tiny, careful paws and keep your hay arranged just how you like it. You notice every new object in the enclosure and inspect it with great seriousness.",
      Libra:
        "You get along with everyone in the herd and share the best hidey spot with grace. Your gentle purrs keep the peace whenever a squabble starts to bubble up.",
      Scorpio:
        "You watch from the back of your hidey with bright, watchful eyes, taking everything in. When you trust someone, your soft rumble says more than words ever could.",
      Sagittarius:
        "You race laps around your playpen like a tiny explorer charting new lands. Every tunnel leads somewhere exciting, and you intend to run through all of them.",
      Capricorn:
        "You keep your herd in order with calm authority and a dignified rumble. You know exactly when each part of the day should happen, and you remind everyone with a wheek.",
      Aquarius:
        "You invent popcorn moves nobody has seen before, twisting mid-air in your own signature style. You're the herd's free spirit, always exploring the one corner everyone else ignores.",
      Pisces:
        "You doze in a pile of fleece with your eyes half open, dreaming gentle guinea pig dreams. Soft voices and quiet company make you purr with contentment.",
    },
    fish: {
      Aries:
        "You dart to the front of the tank the second anyone walks by, fins flared and ready. You're always the first to explore a new ornament or plant.",
      Taurus:
        "You glide in slow, graceful circles and return again and again to your favourite resting spot among the plants. Calm water and a steady rhythm suit you perfectly.",
      Gemini:
        "You flit between plants, bubbles and the glass, endlessly curious about everything in your watery world. Your quick turns and sudden darts keep everyone watching entertained.",
      Cancer:
        "You stay close to your favourite cave or leafy corner, your cosy home beneath the water. You come to the glass to greet your humans as if welcoming family home.",
      Leo: "You show off your shimmering colours with every turn, gliding across the tank like a star on stage. Admiring faces at the glass are exactly what you deserve.",
      Virgo:
        "You patrol your tank with careful precision, inspecting every pebble and leaf. You notice the tiniest change in your underwater landscape.",
      Libra:
        "You swim in graceful harmony with your tank mates, sharing the water with easy charm. Your gentle glide brings a calm balance to the whole room.",
      Scorpio:
        "You lurk in the deep shadows of your tank, watching with intense, knowing eyes. When you do choose to appear, you make an entrance.",
      Sagittarius:
        "You explore every corner of your tank as if it were an ocean, weaving through plants and around rocks. Each lap is a voyage of discovery.",
      Capricorn:
        "You hold your position in the water with calm, steady determination. You swim your daily rounds with the quiet dignity of a seasoned captain.",
      Aquarius:
        "You swim your own unique routes, weaving loops and figure-eights no other fish would think of. Bubbles, reflections and anything new fascinate you.",
      Pisces:
        "You drift dreamily through the water, fins flowing like silk in a gentle current. Watching you glide is like watching a daydream come to life.",
    },
    reptile: {
      Aries:
        "You dash out of your hide to claim the warmest basking spot before anyone else. Your bold head bobs let the whole room know you're in charge.",
      Taurus:
        "You bask under your lamp with blissful contentment, soaking up warmth for hours. Once you've found the perfect rock, nothing disturbs your peace.",
      Gemini:
        "You flick your tongue at every new scent and clamber from branch to branch exploring. Your curious head tilts suggest you're always figuring something out.",
      Cancer:
        "You love your snug hide, a cosy cave where you feel completely at home. You peek out to check on your humans, then retreat with quiet satisfaction.",
      Leo: "You sprawl across your basking spot like a sun-drenched monarch, glowing with golden pride. You show off your colours for anyone who stops to admire them.",
      Virgo:
        "You explore your enclosure slowly and methodically, inspecting every leaf and log. When you shed, your old skin often comes off in one neat piece, a true work of precision.",
      Libra:
        "You balance your day perfectly between basking and cooling off, always finding the ideal spot in your home. Your calm, graceful movements charm everyone who watches.",
      Scorpio:
        "You watch the world with unblinking, ancient eyes, keeping your thoughts to yourself. You emerge from your hide with quiet, mysterious purpose.",
      Sagittarius:
        "You climb to the highest branch in your enclosure to survey the land like an explorer. Every new rock or log is a landscape waiting to be discovered.",
      Capricorn:
        "You move with slow, deliberate patience and never rush anything. You've turned basking into a serious daily ritual, performed with great dignity.",
      Aquarius:
        "You nap in the most unexpected poses and greet new things with quirky head bobs all your own. You march to the beat of a drum only you can hear.",
      Pisces:
        "You bask with your eyes half closed, drifting into a deep, dreamy calm. Your slow blink is a quiet invitation to share your peaceful world.",
    },
    horse: {
      Aries:
        "You're first to the gate and first to break into a gallop across the field. A spirited toss of your head says you're ready for whatever comes next.",
      Taurus:
        "You graze with steady contentment, savouring the sweetest grass in your favourite corner of the field. Once you've found your spot in the shade, you're in no hurry to leave it.",
      Gemini:
        "You nicker, whinny and snort your way through lively conversations with everyone on the yard. Your ears swivel at every new sound, curious about everything around you.",
      Cancer:
        "You nicker softly when your favourite human arrives, glad to have your herd close. Your stable is your sanctuary, and you love it best when it's warm and familiar.",
      Leo: "You prance with your tail held high and your mane flowing, knowing every eye is on you. You carry yourself like the star of the show, because you are.",
      Virgo:
        "You notice every detail of your paddock and can spot a moved bucket from across the field. You like your grooming thorough and your day exactly on schedule.",
      Libra:
        "You get along graciously with the whole herd and groom your friends with gentle nibbles. Your elegant trot brings a sense of harmony wherever you go.",
      Scorpio:
        "You form deep, lasting bonds and trust only a chosen few with your whole heart. Your gaze is soulful and knowing, full of quiet strength.",
      Sagittarius:
        "You gallop across open fields with your mane streaming, chasing the horizon for the sheer joy of it. Every trail ride feels like a quest to you.",
      Capricorn:
        "You go about your work steadily and with quiet pride, taking each new task in your stride. Your calm dependability makes you the steady heart of the herd.",
      Aquarius:
        "You figure out gate latches, invent your own games in the paddock and wander off to investigate anything unusual. No two days with you are ever the same.",
      Pisces:
        "You stand dreamily at the fence, gazing at the horizon with soft, gentle eyes. Your tender nuzzle says more than any whinny ever could.",
    },
    other: {
      Aries:
        "You dive headfirst into every new experience with bright-eyed enthusiasm. Whatever you're up to, you want to be first and fastest.",
      Taurus:
        "You know exactly what comfort means, and you've found the cosiest spot in your home to enjoy it. Slow and steady is your signature style.",
      Gemini:
        "You're endlessly curious, investigating every new sight, sound and scent. Your lively antics keep your humans guessing what you'll do next.",
      Cancer:
        "Your home is your happy place, and your favourite humans are the centre of your world. You're never more content than when everyone is gathered close.",
      Leo: "You have star quality, and every move you make is worth watching. You love being admired and accept compliments with regal grace.",
      Virgo:
        "You have a place for everything and like everything in its place. Your careful, observant ways make you the quiet expert of your household.",
      Libra:
        "You bring charm and harmony wherever you go, winning hearts without even trying. You like your world balanced, peaceful and pleasant.",
      Scorpio:
        "You have a mysterious depth that fascinates everyone who knows you. You keep your secrets close and your loved ones closer.",
      Sagittarius:
        "You're an explorer at heart, eager to discover every corner of your world. Each day is a fresh page, and you greet it with cheerful gusto.",
      Capricorn:
        "You approach life with patient determination, mastering your little world one step at a time. Your calm dignity earns you quiet respect.",
      Aquarius:
        "You're one of a kind, with quirks and habits all your own. Your humans never quite know what you'll invent next, and that's half the fun.",
      Pisces:
        "You're a gentle dreamer, happiest in quiet, cosy moments. Your soft, sensitive nature brings a touch of magic to your home.",
    },
  },

  moon: {
    Aries:
      "Inside, you feel everything fast and fiercely, and your moods flare up and cool down like a quick spark.",
    Taurus: "Your heart settles when life is calm and familiar, and a quiet hour {spot} feels like a hug.",
    Gemini:
      "Your feelings flutter from delight to curiosity in a heartbeat, and a little novelty keeps your spirit bright.",
    Cancer:
      "Deep down you're a homebody, and the familiar sight and sound of your people make you feel completely safe.",
    Leo: "You glow from the inside when your humans notice you, and a little praise makes your whole heart shine.",
    Virgo: "You feel most at ease when the day runs in its usual order and everything is where it belongs.",
    Libra: "Your inner world craves peace, and a calm, friendly household lets your heart relax completely.",
    Scorpio: "Your feelings run deep and private, and you give your trust slowly but completely.",
    Sagittarius:
      "Your spirit feels lightest when there's something new to discover, and a day without surprises makes you restless.",
    Capricorn:
      "You keep your feelings tucked away with quiet composure, but a steady, reliable bond means the world to you.",
    Aquarius:
      "You like a little independence for your inner self, and you feel most content when you can choose your own company.",
    Pisces:
      "You soak up the moods around you like a sponge, so gentle voices and soft moments make your heart feel light as a feather.",
  },

  mercury: {
    Aries: "You get your message across loud, clear and immediately, with no patience for guessing games.",
    Taurus:
      "You communicate with slow, steady looks and a firm refusal to budge once you've made up your mind.",
    Gemini: "You're a born chatterbox, with a different {sound} for every little thought in your head.",
    Cancer: "You speak softly, with small, gentle signals that say you want your people close.",
    Leo: "You announce yourself with dramatic flair, making sure the whole room knows exactly what you want.",
    Virgo:
      "You communicate with precise little signals, and you're quick to point out when something isn't quite right.",
    Libra: "You ask nicely, with charming looks and polite requests that are almost impossible to refuse.",
    Scorpio: "You say a lot with a single intense stare, and your humans learn to read your silences.",
    Sagittarius:
      "You express yourself with big, cheerful enthusiasm, and every message sounds like an invitation to fun.",
    Capricorn:
      "You choose your signals carefully and use them sparingly, so when you speak up, everyone pays attention.",
    Aquarius:
      "You've invented your own signals and sounds, a private language your humans are lucky to learn.",
    Pisces:
      "You communicate through soft glances and gentle presence, often seeming to know what your humans feel before they do.",
  },

  venus: {
    Aries: "You show love by {greet} the moment your people come home, as if they've been gone for years.",
    Taurus: "You show love by {settle} and staying there, warm and steady, for as long as possible.",
    Gemini:
      "You show affection with playful antics and lively chatter, keeping your favourite humans entertained.",
    Cancer: "You show love by staying near your people and keeping a protective eye on them from {spot}.",
    Leo: "You shower your favourite humans with grand gestures of affection and expect plenty of attention in return.",
    Virgo:
      "You show love in small, thoughtful ways, like checking in on your humans and staying quietly nearby.",
    Libra: "You share your affection graciously, making everyone in the household feel special in turn.",
    Scorpio: "Your love is deep and devoted, and the human you choose becomes the centre of your world.",
    Sagittarius:
      "You show affection by inviting your humans to join your games and wanderings, the more the merrier.",
    Capricorn:
      "You show love through loyalty and reliability, turning up at the same time in the same spot every day.",
    Aquarius: "You show affection on your own terms, in quirky little ways that are uniquely yours.",
    Pisces:
      "You show love with tender, gentle closeness, melting into your humans' company like a soft sigh.",
  },

  mars: {
    Aries: "You play in bold, explosive bursts, charging at every game with full-speed enthusiasm.",
    Taurus: "You play at your own steady pace, and once you've claimed {toy}, nobody else gets a turn.",
    Gemini: "You play in quick, curious flurries, switching games the moment a new idea catches your eye.",
    Cancer: "You play best in familiar surroundings, with {toy} and your favourite people nearby.",
    Leo: "You play like the star of the show, putting on energetic performances for an appreciative audience.",
    Virgo: "You play with focus and precision, repeating each game until you've got it exactly right.",
    Libra: "You love games with a partner, and play is at its best when it's shared and fair.",
    Scorpio: "You play with intense concentration, {lurk} for the perfect moment to make your move.",
    Sagittarius: "You spend your energy {roam}, turning every {outing} into a joyful adventure.",
    Capricorn:
      "You play with purpose and stamina, happily tackling the same challenge again and again until you conquer it.",
    Aquarius: "You play in inventive, unpredictable ways, turning everyday objects into brand-new games.",
    Pisces: "You play in gentle, dreamy spells, drifting between bursts of fun and peaceful rest.",
  },

  lovePlay: {
    dog: {
      fire: "Your love is loud and wagging, and you show it by bringing every toy you own to the people you adore. Play means full-speed fetch, tug-of-war and zoomies across the garden. The more energy your humans bring, the faster your tail goes.",
      earth:
        "You love through closeness, leaning warmly against your people's legs and snoozing at their feet. Play is a long, sniffy walk or a satisfying chew on a favourite toy. You're devoted, dependable and always there.",
      air: "You love socially, greeting every friend with a play bow and a happy bark. Play is best with variety: new parks, new games and new dog pals. You keep your humans laughing with your clever tricks.",
      water:
        "You love with your whole heart, sensing when your people need a gentle nuzzle or a head resting on their lap. Play is softer for you: a quiet game of hide-and-seek or a slow stroll side by side. Your loyalty is calm, deep and unmistakable.",
    },
    cat: {
      fire: "You love with bold headbutts and a proud, upright tail as you march up to your favourite person. Play means pouncing, chasing and fierce battles with feather wands. You want games that match your blazing spirit.",
      earth:
        "You show love with slow kneading and long, contented purrs on a warm lap. Play is a satisfying hunt for a favourite toy mouse, followed by a well-earned nap. You're loyal to your routines and to the people who keep them.",
      air: "You love with chatty chirps and curious companionship, following your people from room to room to see what they're up to. Play means puzzle toys, crinkly balls and anything new. Variety keeps your clever mind delighted.",
      water:
        "You love with quiet slow blinks and soft purrs that say everything. Play is gentle: batting at a dangling toy or watching birds from the window. You bond deeply with the humans who understand your moods.",
    },
    bird: {
      fire: "You love with loud, joyful songs and excited wing flaps when your favourite human appears. Play means swinging, climbing and shredding toys with gusto. You want a stage and an audience.",
      earth:
        "You show love by gently preening your favourite person and sitting contentedly on their shoulder. Play is steady foraging and chewing on trusty wooden toys. You treasure a calm, predictable day.",
      air: "You love through conversation, whistling back and forth and mimicking your humans' favourite words. Play is all about new sounds, puzzles and toys that jingle. Your mind is as light and quick as your wings.",
      water:
        "You love with soft coos and gentle head tilts, snuggling close to your chosen person. Play is quiet and tender, like nibbling a paper toy or singing softly to yourself. You pick up on every mood in the room.",
    },
    rabbit: {
      fire: "You love with enthusiastic circles around your favourite human's feet and joyful binkies. Play means racing through tunnels and tossing toys across the room. Your zest for fun is contagious.",
      earth:
        "You show love by flopping beside your people and grooming their hand with a gentle lick. Play is digging in a box of shredded paper and lounging on soft hay. You're a devoted companion who treasures routine.",
      air: "You love socially, nose-booping your friends and checking out everything your humans are doing. Play means new boxes, fresh tunnels and puzzle toys. Your curiosity keeps your days bright.",
      water:
        "You love quietly and deeply, melting into a flop beside the ones you trust most. Play is gentle exploring and snuggling into a soft hidey. Your tender heart bonds closely with your chosen humans.",
    },
    hamster: {
      fire: "You love with bold curiosity, scrambling to the front of your home when your favourite human comes near. Play means sprinting on your wheel and racing through tubes. You're a tiny ball of blazing enthusiasm.",
      earth:
        "You show love by calmly sniffing your human's hand and trusting them enough to be gently held. Play is building the perfect burrow and topping up your secret stash. You're happiest when everything is snug and steady.",
      air: "You love in lively bursts, popping out to investigate your human and then dashing off to explore. Play means new tunnels, chew toys and rearranged obstacles. Variety keeps your whiskers twitching.",
      water:
        "You love shyly and sweetly, slowly coming to trust the gentle hands of your human. Play is quiet burrowing and cosy nesting in soft bedding. Your little heart blossoms with patient kindness.",
    },
    "guinea-pig": {
      fire: "You love with loud wheeks and enthusiastic popcorning whenever your favourite humans appear. Play means zooming laps and darting through tunnels. You bring an explosion of joy to the herd.",
      earth:
        "You show love with contented rumbles and by snuggling into your human's lap on a soft blanket. Play is a relaxed rummage through fresh hay and a good long lounge in your fleece. You treasure calm, familiar days.",
      air: "You love through chatter, purring and squeaking to your herd and humans alike. Play means new hidey houses, paper bags and games of follow-the-leader with your friends. Your social spirit lights up the enclosure.",
      water:
        "You love gently, huddling close to your herd and purring softly under a kind hand. Play is quiet exploring and dozing together in a cosy tunnel. You feel every bit of love you're given.",
    },
    fish: {
      fire: "You love by racing to the glass whenever your humans come near, fins flaring with excitement. Play means darting after bubbles and chasing reflections. Your energy lights up the whole tank.",
      earth:
        "You show love with calm, steady glides past your favourite human at the glass. Play is a peaceful tour of your plants and favourite hiding places. You bring a grounding calm to any room.",
      air: "You love with curious little swims toward anyone who stops to watch, following fingers along the glass. Play means exploring new ornaments and weaving through bubbles. Your playful mind loves a change of scenery.",
      water:
        "You love in the most natural way, floating gracefully in your element and greeting your humans with a gentle swish. Play is a dreamy drift among soft plants. You're perfectly at home in the quiet depths.",
    },
    reptile: {
      fire: "You love by boldly climbing onto your human's hand, eager to explore. Play means scaling branches and investigating every nook with confident curiosity. Your warm spirit matches your love of the basking lamp.",
      earth:
        "You show love with calm trust, resting quietly in your human's hands. Play is slow exploring across rocks and logs at your own pace. You're steady, patient and deeply content.",
      air: "You love through curiosity, watching your humans with bright eyes and flicking your tongue to learn more. Play means new climbing branches and freshly arranged decor. Your clever mind enjoys a little change.",
      water:
        "You love quietly, bonding through gentle handling and peaceful company. Play is a slow wander or a soak in your shallow water dish. You share a deep, calm connection with your humans.",
    },
    horse: {
      fire: "You love with a loud whinny of welcome and a playful nudge for your favourite human. Play means galloping, bucking for joy and racing your friends across the field. Your spirit is big, bright and impossible to miss.",
      earth:
        "You show love by resting your head on your human's shoulder and standing calmly by their side. Play is a peaceful graze in good company and a steady hack along familiar trails. You're the definition of dependable.",
      air: "You love socially, nickering to every friend and exploring alongside your herd. Play means new trails, obstacle courses and curious sniffs at anything unfamiliar. Your lively mind thrives on variety.",
      water:
        "You love with soulful eyes and tender nuzzles for those you trust. Play is a gentle amble or mutual grooming with your closest herd mate. You sense the feelings of everyone around you.",
    },
    other: {
      fire: "You love with bold enthusiasm, greeting your people with unmistakable excitement. Play means energetic bursts and brave explorations. Life is never dull around you.",
      earth:
        "You show love through steady, comforting companionship. Play is calm, familiar and done at your own pace. You're loyal and dependable to the core.",
      air: "You love with curiosity and charm, always keen to see what your humans are doing. Play means variety, novelty and clever games. Your bright spirit keeps things interesting.",
      water:
        "You love gently and deeply, forming quiet bonds with the ones you trust. Play is soft and soothing, never rushed. Your tender nature makes every moment together feel special.",
    },
  },

  tip: {
    dog: {
      cardinal:
        "Let {name} lead the way on a brand-new walking route now and then; cardinal dogs love being the one who starts the adventure.",
      fixed:
        "Keep a favourite walk at the same time each day and let {name} linger at every beloved sniffing stop; fixed dogs treasure their rituals.",
      mutable:
        "Rotate {name}'s toys every few days and try a new game like hide-and-seek; mutable dogs thrive on fresh surprises.",
    },
    cat: {
      cardinal:
        "Give {name} a new cardboard box to claim now and then; cardinal cats love being the first to conquer fresh territory.",
      fixed:
        "Set up a cosy perch by {name}'s favourite sunny window and keep it in the same place; fixed cats adore a throne that never moves.",
      mutable:
        "Swap {name}'s wand toys between feathers, fluffy pompoms and crinkly tails to keep play exciting; mutable cats love a change of scene.",
    },
    bird: {
      cardinal:
        "Hang a new perch or toy where {name} can investigate it first; cardinal birds love being the pioneers of their cage.",
      fixed:
        "Sing or whistle the same tune with {name} each morning; fixed birds cherish a shared daily ritual.",
      mutable:
        "Rearrange a few toys and perches in {name}'s cage every couple of weeks; mutable birds love a fresh landscape to explore.",
    },
    rabbit: {
      cardinal:
        "Set up a new tunnel or cardboard castle and let {name} be the first to explore it; cardinal rabbits love a grand opening.",
      fixed:
        "Keep {name}'s playtime at the same hour each day and sit on the floor to be part of it; fixed rabbits love a dependable routine with their favourite human.",
      mutable:
        "Offer {name} a dig box of shredded paper and swap in a new hidey every so often; mutable rabbits love fresh places to explore.",
    },
    hamster: {
      cardinal:
        "Add a new tunnel or cardboard tube to {name}'s home and watch them charge in first; cardinal hamsters love pioneering new paths.",
      fixed:
        "Keep {name}'s favourite hideout in the same spot when you tidy up; fixed hamsters love knowing their cosy base is exactly where they left it.",
      mutable:
        "Place a few cardboard rolls and crinkled paper in new spots each week for {name} to discover; mutable hamsters thrive on a changing maze.",
    },
    "guinea-pig": {
      cardinal:
        "Introduce a fresh hidey house or paper bag and let {name} be the first to peek inside; cardinal guinea pigs love leading the herd into something new.",
      fixed:
        "Greet {name} with the same cheerful words at the same time each day; fixed guinea pigs love a familiar ritual and often wheek right back.",
      mutable:
        "Rearrange the tunnels and fleece hideouts in {name}'s enclosure now and then; mutable guinea pigs love a new layout to explore.",
    },
    fish: {
      cardinal:
        "Add a new decoration or plant to {name}'s tank and watch them be the first to inspect it; cardinal fish love a grand unveiling.",
      fixed:
        "Visit {name}'s tank at the same time each day and say hello at the glass; fixed fish come to know a familiar face and rhythm.",
      mutable:
        "Move a finger slowly along the outside of the glass for {name} to follow, changing the pattern each time; mutable fish enjoy a playful change of pace.",
    },
    reptile: {
      cardinal:
        "Add a new branch or rock for {name} to explore first; cardinal reptiles enjoy being the trailblazer of their habitat.",
      fixed:
        "Keep {name}'s favourite hide and basking spot exactly where they like them; fixed reptiles appreciate a steady, familiar home.",
      mutable:
        "Change the layout of {name}'s branches and decor every so often; mutable reptiles enjoy fresh routes to explore.",
    },
    horse: {
      cardinal:
        "Try a new trail or a fresh obstacle in the arena and let {name} take it on; cardinal horses relish a brand-new challenge.",
      fixed:
        "Keep your grooming sessions with {name} at the same time and in the same order; fixed horses love a reliable ritual with their favourite human.",
      mutable:
        "Mix up {name}'s week with a new trail, a game with a big ball or a visit to a different paddock; mutable horses thrive on variety.",
    },
    other: {
      cardinal:
        "Introduce a new toy or safe object for {name} to explore first; cardinal pets love being the pioneers.",
      fixed:
        "Keep a special daily bonding ritual with {name}, like a quiet chat at the same time each day; fixed pets treasure dependable routines.",
      mutable:
        "Change up {name}'s surroundings with new toys or hiding places every so often; mutable pets love a little novelty.",
    },
  },

  chinese: {
    Rat: "As a Rat, you're quick-witted and resourceful, always finding clever ways to get what you want.",
    Ox: "As an Ox, you're steady and strong, with a calm patience that makes you a rock for your humans.",
    Tiger: "As a Tiger, you're brave and bold, leaping into life with a fearless heart.",
    Rabbit: "As a Rabbit, you're gentle and graceful, bringing a soft, peaceful charm to your home.",
    Dragon:
      "As a Dragon, you're dazzling and confident, with a larger-than-life presence that lights up any room.",
    Snake: "As a Snake, you're wise and mysterious, watching the world with calm, knowing intelligence.",
    Horse:
      "As a Horse, you're free-spirited and energetic, always ready to dash off after whatever looks exciting.",
    Goat: "As a Goat, you're kind and creative, with a gentle heart that makes everyone feel at ease.",
    Monkey: "As a Monkey, you're clever and mischievous, turning every day into a game of fun and tricks.",
    Rooster: "As a Rooster, you're confident and observant, proudly announcing yourself to the world.",
    Dog: "As a Dog, you're loyal and honest, guarding the people you love with a faithful heart.",
    Pig: "As a Pig, you're warm and easygoing, with a generous spirit that delights in life's comforts.",
  },
};
