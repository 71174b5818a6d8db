import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  ErrorResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  ProfileResponse,
  RefreshRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { Client } from '../../common/http/client-info.js';
import { AuthService, type ClientInfo } from './auth.service.js';

@ApiTags('auth')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post(apiRoutes.auth.login)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: LoginResponse })
  @ApiResponse({
    status: 401,
    description: 'Wrong email or password',
    standardSchema: ErrorResponse,
  })
  @ApiResponse({
    status: 429,
    description: 'Too many failed attempts',
    standardSchema: ErrorResponse,
  })
  login(@Body({ schema: LoginRequest }) body: LoginRequest, @Client() client: ClientInfo) {
    return this.auth.login(body, client);
  }

  @Public()
  @Post(apiRoutes.auth.refresh)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: LoginResponse })
  @ApiResponse({
    status: 401,
    description: 'Unknown, expired or reused token',
    standardSchema: ErrorResponse,
  })
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
  @Get(apiRoutes.auth.profile)
  @ApiResponse({ status: 200, standardSchema: ProfileResponse })
  async profile(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    return { data: await this.auth.profile(user) };
  }
}
