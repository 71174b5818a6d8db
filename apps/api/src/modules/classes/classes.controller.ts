import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { apiRoutes, ClassesResponse, ClassRequest, ClassResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { ClassesService } from './classes.service.js';

@AdminRoutes('classes', { 401: 'Not logged in' })
@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Get(apiRoutes.classes.collection)
  @ApiResponse({ status: 200, standardSchema: ClassesResponse })
  list(@CurrentUser() user: AuthUser) {
    return this.classes.list(user);
  }

  @Post(apiRoutes.classes.collection)
  @ApiResponse({ status: 201, standardSchema: ClassResponse })
  @ApiErrors({ 409: 'The institution has a class of that name' })
  create(@CurrentUser() user: AuthUser, @Body({ schema: ClassRequest }) body: ClassRequest) {
    return this.classes.create(user, body);
  }

  @Put(apiRoutes.classes.item)
  @ApiResponse({ status: 200, standardSchema: ClassResponse })
  @ApiErrors({ 404: 'No such class', 409: 'The institution has a class of that name' })
  rename(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: ClassRequest }) body: ClassRequest,
  ) {
    return this.classes.rename(user, id, body);
  }

  @Delete(apiRoutes.classes.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted' })
  @ApiErrors({ 404: 'No such class', 409: 'Students are in the class' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    await this.classes.delete(user, id);
  }
}
