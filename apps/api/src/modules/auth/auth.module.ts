import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TokenService } from '../../common/auth/token.service.js';
import { Clock } from '../../common/clock.js';
import { RateLimiters } from '../../common/rate-limits/rate-limiters.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionAuthenticator } from './session-authenticator.js';

@Module({
  imports: [PeopleDataModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokenService,
    Clock,
    LoginThrottleService,
    RateLimiters,
    SessionAuthenticator,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, SessionAuthenticator, LoginThrottleService],
})
export class AuthModule {}
