/**
 * Regression probe for the PGlite build we pin: pg_trgm loaded together with cube and
 * earthdistance. Broken builds (0.5.15, 0.5.16) return zero rows for trigram queries at random
 * and then spin at 100% CPU, so this runs in a child process that the test can kill.
 * Prints "ok <queries>" on success; exits 1 with a reason otherwise.
 */
import { sql } from "drizzle-orm";
import { openDatabase, selectRows } from "./client";

const INSTANCES = 3;
const QUERIES_PER_INSTANCE = 150;
const SYLLABLES = [
  "ma",
  "lo",
  "ri",
  "ben",
  "tu",
  "ka",
  "zo",
  "pel",
  "mi",
  "dor",
  "sa",
  "nu",
  "fi",
  "gor",
  "le",
];

const word = (i: number) =>
  `${SYLLABLES[i % 15]}${SYLLABLES[Math.floor(i / 15) % 15]}${SYLLABLES[Math.floor(i / 225) % 15]}`;

let queries = 0;
for (let instance = 0; instance < INSTANCES; instance++) {
  const database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`create table probe (id int primary key, name text not null, lat float8, lon float8)`);
  await db.execute(sql`create index probe_trgm on probe using gin (name gin_trgm_ops)`);
  await db.execute(sql`
    insert into probe
    select i, ${sql.raw(`'x'`)} || i, 25 + (i % 24), -124 + (i % 57) from generate_series(1, 2000) i`);
  for (let i = 1; i <= 2000; i += 500) {
    const values = Array.from({ length: 500 }, (_, k) => `(${i + k}, '${word(i + k)}')`).join(",");
    await db.execute(
      sql.raw(`update probe set name = v.name from (values ${values}) v(id, name) where probe.id = v.id`),
    );
  }
  for (let q = 0; q < QUERIES_PER_INSTANCE; q++) {
    const target = word(((q * 37 + instance) % 2000) + 1);
    const typo = `${target.slice(0, -1)}x`;
    const rows = await selectRows(
      db,
      sql`
        select name, similarity(name, ${typo}) as score,
               earth_distance(ll_to_earth(lat, lon), ll_to_earth(40.7, -74.0)) as meters
        from probe where name % ${typo} order by score desc limit 5`,
    );
    queries++;
    if (rows.length === 0) {
      console.error(`trigram query for "${typo}" returned no rows (instance ${instance}, query ${q})`);
      process.exit(1);
    }
  }
  await database.close();
}
console.log(`ok ${queries}`);
