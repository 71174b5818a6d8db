import { Body, Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  AVATAR_MAX_BYTES,
  ChangePasswordRequest,
  PasswordChangedResponse,
  PreferencesResponse,
  ProfileResponse,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors, Route } from '../../common/http/api-decorators.js';
import { Client } from '../../common/http/client-info.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Route.put(apiRoutes.user.password, PasswordChangedResponse)
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body({ schema: ChangePasswordRequest }) body: ChangePasswordRequest,
    @Client() client: ClientInfo,
  ) {
    return this.users.changePassword(user, body, client);
  }

  @Route.put(apiRoutes.user.preferences, PreferencesResponse)
  async updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body({ schema: UpdatePreferencesRequest }) body: UpdatePreferencesRequest,
  ): Promise<PreferencesResponse> {
    return {
      message: 'Preferences updated successfully!',
      data: await this.users.updatePreferences(user, body),
    };
  }

  @Route.patch(apiRoutes.auth.profile, ProfileResponse, { 413: 'Avatar larger than 2 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { avatar: { type: 'string', format: 'binary' } } },
  })
  @UseInterceptors(
    FileInterceptor('avatar', { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20 } }),
  )
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body({ schema: UpdateProfileRequest }) body: UpdateProfileRequest,
    @UploadedFile() avatar: Express.Multer.File | undefined,
  ): Promise<ProfileResponse> {
    return { data: await this.users.updateProfile(user, body, avatar) };
  }
}
