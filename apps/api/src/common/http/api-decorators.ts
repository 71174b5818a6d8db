import { applyDecorators, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags, type StandardSchemaObject } from '@nestjs/swagger';
import { ErrorResponse, uuidField } from '@markwise/contract';
import { Roles } from '../auth/decorators.js';

/** What each error status of a route means to its caller; an empty string documents it bare. */
export type ErrorDescriptions = Record<number, string>;

/** Documents answers in the one error shape, one per status. */
export const ApiErrors = (descriptions: ErrorDescriptions) =>
  applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, standardSchema: ErrorResponse }),
    ),
  );

/**
 * A controller whose every route is an admin's: its tag, the bearer token, the ADMIN role, and the
 * errors any of its routes may answer (bad input, not an admin) with those the controller adds or
 * words its own way.
 */
export const AdminRoutes = (tag: string, errors: ErrorDescriptions = {}) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    Roles('ADMIN'),
    ApiErrors({ 400: 'Invalid input', 403: 'Not an admin', ...errors }),
  );

/** A path parameter that must be a UUID; the 400 names the parameter. */
export const UuidParam = (name: string) => Param(name, { schema: uuidField(name) });

/** The decorator of each HTTP method a route may have. */
type MethodDecorator = (path: string) => ReturnType<typeof Get>;

/**
 * A route with one success answer: its method and path, the status (the method's own unless
 * `status` says another, which HttpCode then sets) with the schema of its body, and the errors it
 * adds to its controller's.
 */
const route =
  (method: MethodDecorator, defaultStatus: number, status = defaultStatus) =>
  (path: string, schema: StandardSchemaObject, errors: ErrorDescriptions = {}) =>
    applyDecorators(
      method(path),
      ...(status === defaultStatus ? [] : [HttpCode(status)]),
      ApiResponse({ status, standardSchema: schema }),
      ApiErrors(errors),
    );

/**
 * The decorators of a route with one success answer, by method: `Route.get(path, schema,
 * errors)` and so on; `action` is a POST that acts rather than creates (200, not 201).
 */
export const Route = {
  get: route(Get, 200),
  post: route(Post, 201),
  action: route(Post, 201, 200),
  put: route(Put, 200),
  patch: route(Patch, 200),
  /** A DELETE answering 200 with this schema (what was deleted, or the state left). */
  deleteWithBody: route(Delete, 200),
  /** A DELETE answering 204 without a body; `description` says what goes with the deleted. */
  delete: (path: string, description: string, errors: ErrorDescriptions = {}) =>
    applyDecorators(
      Delete(path),
      HttpCode(204),
      ApiResponse({ status: 204, description }),
      ApiErrors(errors),
    ),
};
