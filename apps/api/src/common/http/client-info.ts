import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address (as far as TRUST_PROXY_HOPS trusts proxies) and user agent. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] };
});
