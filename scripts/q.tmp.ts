import { LEXICON } from "../src/server/engines/names/lexicon";
import { corpusEntry } from "../src/server/engines/names/corpus";
for (const w of process.argv.slice(2)) console.log(w, JSON.stringify(LEXICON.get(w)), corpusEntry(w) ? JSON.stringify({e: corpusEntry(w)!.evokes, t: corpusEntry(w)!.themes, s: corpusEntry(w)!.species}) : "-");
