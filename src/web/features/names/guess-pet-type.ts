const PET_TYPES: [string, RegExp][] = [
  [
    "dog",
    /\b(dog|puppy|pup|pooch|doggo|retriever|terrier|poodle|husky|corgi|beagle|shepherd|lab|labrador|spaniel|bulldog|chihuahua|dachshund|pug)s?\b/i,
  ],
  ["cat", /\b(cat|kitten|kitty|feline|tabby|siamese|persian|calico|tortie|maine coon|ragdoll)s?\b/i],
  ["bird", /\b(bird|parrot|parakeet|budgie|cockatiel|canary|finch|cockatoo|macaw|chicken|hen|duck)s?\b/i],
  ["rabbit", /\b(rabbit|bunny|bunnies|lop)s?\b/i],
  ["fish", /\b(fish|goldfish|betta|koi|guppy)\b/i],
  ["reptile", /\b(reptile|turtle|tortoise|gecko|lizard|snake|python|iguana|dragon)s?\b/i],
  ["horse", /\b(horse|pony|mare|stallion|foal|filly|colt)s?\b/i],
  ["small-pet", /\b(hamster|gerbil|guinea pig|mouse|mice|rat|ferret|chinchilla|hedgehog)s?\b/i],
];

/** The pet type for analytics (custom_data.pet_type); "pet" when the description doesn't say. */
export function guessPetType(description: string): string {
  return PET_TYPES.find(([, pattern]) => pattern.test(description))?.[0] ?? "pet";
}
