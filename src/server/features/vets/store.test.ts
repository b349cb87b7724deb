import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { clinicFromTags } from "../../engines/vets/imported-clinic";
import { createTestDatabase } from "../../testing/database";
import { createClinicStore } from "./store";

const tags = {
  name: "Riverside Animal Hospital",
  "addr:city": "Austin",
  "addr:state": "TX",
  "addr:postcode": "78701",
};

describe("clinic store upsert", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("gives a second clinic with the same page path the source id in its slug", async () => {
    const store = createClinicStore(database.db);
    const first = clinicFromTags("osm", "node/1", tags, 30.27, -97.74)!;
    const second = { ...clinicFromTags("file", "row-7", tags, 30.28, -97.75)!, slug: first.slug };
    expect(await store.upsert([first, second])).toBe(2);
    expect(await store.find("tx", "austin", first.slug)).toMatchObject({ name: tags.name });
    expect(await store.find("tx", "austin", `${first.slug}-row7`)).toMatchObject({ name: tags.name });
    // Refreshing either keeps its own path.
    expect(await store.upsert([first, second])).toBe(2);
  });

  it("lets any other failure through as itself", async () => {
    const store = createClinicStore(database.db);
    const broken = {
      ...clinicFromTags("osm", "node/2", tags, 30.27, -97.74)!,
      name: null as unknown as string,
    };
    await expect(store.upsert([broken])).rejects.toThrow(/name/);
  });
});
