import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { importError, importJobStatus, importOsmRequest, importResult } from "../../../contract/admin";
import { errorResponse } from "../../../contract/errors";
import type { AdminGuard } from "../../http/admin-auth";
import { readUpload } from "../../http/multipart";
import { RATE_LIMITS } from "../../http/rate-limit";
import type { ImportService } from "./import-service";

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Clinic imports; every route needs `Authorization: Bearer <ADMIN_TOKEN>`. */
export const vetAdminRoutes: FastifyPluginAsyncZod<{
  service: ImportService;
  adminAuth: AdminGuard;
}> = async (app, { service, adminAuth }) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 2, parts: 3 } });
  // onRequest: refuse before any body is read or validated.
  app.addHook("onRequest", adminAuth);
  const common = { config: RATE_LIMITS.admin, security: [{ adminToken: [] }] };

  app.post(
    "/api/import-yelp-vets",
    {
      config: common.config,
      schema: {
        tags: ["admin"],
        summary: "Start the Yelp import of the five target cities",
        security: common.security,
        response: { 202: importResult, 401: errorResponse, 409: importError },
      },
    },
    async (_request, reply) => reply.status(202).send(await service.startYelp()),
  );

  app.post(
    "/api/admin/import-osm",
    {
      config: common.config,
      schema: {
        tags: ["admin"],
        summary: "Start an OpenStreetMap import of one city",
        security: common.security,
        body: importOsmRequest,
        response: { 202: importResult, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.startOsm(request.body.city, request.body.state)),
  );

  app.post(
    "/api/admin/import-file",
    {
      config: common.config,
      schema: {
        tags: ["admin"],
        summary: "Import a GeoJSON FeatureCollection of clinics (multipart field: file)",
        security: common.security,
        consumes: ["multipart/form-data"],
        response: { 200: importResult, 400: errorResponse, 401: errorResponse, 413: errorResponse },
      },
    },
    async (request) => {
      const { filename, bytes } = await readUpload(request, "The file is larger than 5 MB.");
      return service.importFile(filename, bytes.toString("utf8"));
    },
  );

  app.get(
    "/api/admin/import-jobs/:id",
    {
      config: common.config,
      schema: {
        tags: ["admin"],
        security: common.security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: importJobStatus, 401: errorResponse, 404: errorResponse },
      },
    },
    (request) => service.job(request.params.id),
  );
};
