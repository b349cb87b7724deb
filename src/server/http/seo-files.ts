import type { FastifyInstance } from "fastify";

/** Public pages listed in the sitemap besides clinic pages. */
const PAGES = [
  "/",
  "/pet-names",
  "/pet-astrology",
  "/magic-portraits",
  "/classic-portraits",
  "/vet-finder",
  "/contact",
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function registerSeoFiles(
  app: FastifyInstance,
  publicUrl: string,
  clinicPaths: () => Promise<{ path: string; updated: Date }[]>,
) {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const urls = [
      ...PAGES.map((path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
      ...(await clinicPaths()).map(
        (c) =>
          `<url><loc>${escapeXml(publicUrl + c.path)}</loc><lastmod>${c.updated.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    reply.header("cache-control", "public, max-age=3600");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
}
