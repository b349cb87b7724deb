#!/usr/bin/env node
// Distils Seattle's public pet licence records (2005–2016) into a compact name → [dogs, cats]
// table that ships with the name engine. Run: node scripts/distill-licences.mjs <csv>
import { readFileSync, writeFileSync } from "node:fs";

const MIN_COUNT = 3;
const source = process.argv[2];
if (!source) {
  console.error("usage: node scripts/distill-licences.mjs <seattle-pet-licenses.csv>");
  process.exit(2);
}
const out = "src/server/engines/names/data/popularity.json";

/** Minimal CSV reader: quoted fields may contain commas and doubled quotes. */
function parseLine(line) {
  const fields = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') field += line[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

const titleCase = (name) => name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());

const lines = readFileSync(source, "utf8").split(/\r?\n/);
const header = parseLine(lines[0]);
const nameAt = header.indexOf("Animal's Name");
const speciesAt = header.indexOf("Species");
const counts = new Map();
for (const line of lines.slice(1)) {
  if (!line) continue;
  const fields = parseLine(line);
  const raw = (fields[nameAt] ?? "").trim();
  // Real names only: letters, one inner space, apostrophe or hyphen; no numbers or notes.
  if (!/^\p{L}[\p{L}'-]*( \p{L}[\p{L}'-]*)?$/u.test(raw) || raw.length > 14) continue;
  const name = titleCase(raw);
  const entry = counts.get(name) ?? [0, 0];
  if (fields[speciesAt] === "Dog") entry[0]++;
  else if (fields[speciesAt] === "Cat") entry[1]++;
  else continue;
  counts.set(name, entry);
}
const table = Object.fromEntries(
  [...counts.entries()]
    .filter(([, [dogs, cats]]) => dogs + cats >= MIN_COUNT)
    .sort(([, a], [, b]) => b[0] + b[1] - (a[0] + a[1])),
);
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`${Object.keys(table).length} names written to ${out}`);
