import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, Input, Select, Textarea } from "./field";

describe("Field", () => {
  it("points its label at the control, with the given id", () => {
    const html = renderToStaticMarkup(<Field label="Name">{(c) => <Input {...c} name="name" />}</Field>);
    const id = /<input [^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="font-semibold">Name</label>`);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("aria-invalid");

    const given = renderToStaticMarkup(
      <Field id="pet-name" label="Pet's name">
        {(c) => <Input {...c} />}
      </Field>,
    );
    expect(given).toContain('<label for="pet-name"');
    expect(given).toMatch(/<input [^>]*id="pet-name"/);
  });

  it("gives two fields of one form different ids", () => {
    const html = renderToStaticMarkup(
      <form>
        <Field label="City">{(c) => <Input {...c} />}</Field>
        <Field label="State">{(c) => <Input {...c} />}</Field>
      </form>,
    );
    const ids = [...html.matchAll(/<input [^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("describes the control by its hint", () => {
    const html = renderToStaticMarkup(
      <Field id="token" label="Admin token" hint="Kept for this tab only.">
        {(c) => <Input {...c} type="password" />}
      </Field>,
    );
    expect(html).toContain('aria-describedby="token-hint"');
    expect(html).toContain('<p id="token-hint" class="mt-1 text-sm text-muted">Kept for this tab only.</p>');
    expect(html).not.toContain("aria-invalid");
  });

  it("marks the control invalid and describes it by its error, after its hint", () => {
    const html = renderToStaticMarkup(
      <Field id="expiry" label="Expiry" hint="MM/YY" error="This card has expired.">
        {(c) => <Input {...c} />}
      </Field>,
    );
    expect(html).toContain('aria-describedby="expiry-hint expiry-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(
      '<p id="expiry-error" role="alert" class="mt-1 text-sm text-danger">This card has expired.</p>',
    );
  });

  it("keeps a tip beside the label, outside it", () => {
    const html = renderToStaticMarkup(
      <Field id="email" label="Email" labelAside={<button type="button">i</button>}>
        {(c) => <Input {...c} />}
      </Field>,
    );
    expect(html).toContain(
      '<div class="flex items-center gap-1"><label for="email" class="font-semibold">Email</label><button type="button">i</button></div>',
    );
  });
});

describe("Input, Textarea and Select", () => {
  it("share one look, add the caller's classes, and pass every native prop", () => {
    const input = renderToStaticMarkup(<Input name="q" maxLength={4} disabled className="text-center" />);
    expect(input).toMatch(
      /^<input class="mt-1 block w-full rounded-xl border border-mint-600 [^"]* text-center"/,
    );
    expect(input).toContain('name="q"');
    expect(input).toContain('maxLength="4"');
    expect(input).toContain('disabled=""');

    const textarea = renderToStaticMarkup(<Textarea rows={6} />);
    expect(textarea).toMatch(/^<textarea class="mt-1 block [^"]* resize-y" rows="6">/);

    const select = renderToStaticMarkup(
      <Select defaultValue="b">
        <option value="a">A</option>
        <option value="b">B</option>
      </Select>,
    );
    expect(select).toMatch(/^<select class="mt-1 block /);
    expect(select).toContain('<option value="b" selected="">B</option>');
  });
});
