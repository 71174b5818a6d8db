import { applyDecorators, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
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
