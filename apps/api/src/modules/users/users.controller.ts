import { Body, Controller, Patch, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiResponse, ApiTags } from '@nestjs/swagger';
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
import { ApiErrors } from '../../common/http/api-decorators.js';
import { Client } from '../../common/http/client-info.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put(apiRoutes.user.password)
  @ApiResponse({ status: 200, standardSchema: PasswordChangedResponse })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body({ schema: ChangePasswordRequest }) body: ChangePasswordRequest,
    @Client() client: ClientInfo,
  ) {
    return this.users.changePassword(user, body, client);
  }

  @Put(apiRoutes.user.preferences)
  @ApiResponse({ status: 200, standardSchema: PreferencesResponse })
  async updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body({ schema: UpdatePreferencesRequest }) body: UpdatePreferencesRequest,
  ): Promise<PreferencesResponse> {
    return {
      message: 'Preferences updated successfully!',
      data: await this.users.updatePreferences(user, body),
    };
  }

  @Patch(apiRoutes.auth.profile)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { avatar: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 200, standardSchema: ProfileResponse })
  @ApiErrors({ 413: 'Avatar larger than 2 MB' })
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
