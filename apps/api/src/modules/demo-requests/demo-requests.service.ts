import { Injectable } from '@nestjs/common';
import {
  DEMO_REQUEST_SUCCESS_MESSAGE,
  DemoRequest,
  DemoRequestListResponse,
  paginationOf,
  type CreateDemoRequest,
  type DemoRequestCreatedResponse,
  type DemoRequestListQuery,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { forbidden } from '../../common/errors/domain-errors.js';
import { DemoRequestThrottleService } from './demo-request-throttle.service.js';
import {
  DemoRequestsRepository,
  type DemoRequestRow,
} from '../../data/demo-requests/demo-requests.repository.js';
import { SYSTEM_SCOPE } from '../../data/scope.js';

export const OPERATORS_ONLY = 'Only the operator of this deployment can read demo requests';

@Injectable()
export class DemoRequestsService {
  constructor(
    private readonly repository: DemoRequestsRepository,
    private readonly throttle: DemoRequestThrottleService,
  ) {}

  /** Stores a landing-page request; the caller's address is only counted, never stored. */
  async submit(request: CreateDemoRequest, ip: string): Promise<DemoRequestCreatedResponse> {
    await this.throttle.consume(ip);
    // A blank message arrives trimmed to '' and is stored as none.
    await this.repository.insert(SYSTEM_SCOPE, { ...request, message: request.message || null });
    return { success: true, message: DEMO_REQUEST_SUCCESS_MESSAGE };
  }

  /**
   * Requests are sales leads from prospective institutions: no tenant owns them, and one school's
   * admin must not read what another school, or a competitor, wrote. Only the deployment's
   * operators (`create-admin --operator`) read them.
   */
  async list(caller: AuthUser, query: DemoRequestListQuery): Promise<DemoRequestListResponse> {
    if (!caller.isOperator) throw forbidden(OPERATORS_ONLY);
    const { rows, total } = await this.repository.findPage(SYSTEM_SCOPE, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return DemoRequestListResponse.parse({
      data: rows.map(toDemoRequest),
      pagination: paginationOf(query, total),
    });
  }
}

function toDemoRequest(row: DemoRequestRow): DemoRequest {
  return DemoRequest.parse({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    institutionName: row.institutionName,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  });
}
