import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  ProfileResponse,
  RefreshRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { ApiErrors, Route } from '../../common/http/api-decorators.js';
import { Client } from '../../common/http/client-info.js';
import { AuthService, type ClientInfo } from './auth.service.js';

@ApiTags('auth')
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Route.action(apiRoutes.auth.login, LoginResponse, {
    401: 'Wrong email or password',
    429: 'Too many failed attempts',
  })
  login(@Body({ schema: LoginRequest }) body: LoginRequest, @Client() client: ClientInfo) {
    return this.auth.login(body, client);
  }

  @Public()
  @Route.action(apiRoutes.auth.refresh, LoginResponse, { 401: 'Unknown, expired or reused token' })
  refresh(@Body({ schema: RefreshRequest }) body: RefreshRequest, @Client() client: ClientInfo) {
    return this.auth.refresh(body.refreshToken, client);
  }

  @Public()
  @Post(apiRoutes.auth.logout)
  @HttpCode(204)
  async logout(@Body({ schema: LogoutRequest }) body: LogoutRequest) {
    await this.auth.logout(body.refreshToken);
  }

  @ApiBearerAuth()
  @Route.get(apiRoutes.auth.profile, ProfileResponse)
  async profile(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    return { data: await this.auth.profile(user) };
  }
}
