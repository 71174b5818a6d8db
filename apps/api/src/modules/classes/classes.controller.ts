import { Body, Controller } from '@nestjs/common';
import { apiRoutes, ClassesResponse, ClassRequest, ClassResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { ClassesService } from './classes.service.js';

@AdminRoutes('classes', { 401: 'Not logged in' })
@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Route.get(apiRoutes.classes.collection, ClassesResponse)
  list(@CurrentUser() user: AuthUser) {
    return this.classes.list(user);
  }

  @Route.post(apiRoutes.classes.collection, ClassResponse, {
    409: 'The institution has a class of that name',
  })
  create(@CurrentUser() user: AuthUser, @Body({ schema: ClassRequest }) body: ClassRequest) {
    return this.classes.create(user, body);
  }

  @Route.put(apiRoutes.classes.item, ClassResponse, {
    404: 'No such class',
    409: 'The institution has a class of that name',
  })
  rename(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: ClassRequest }) body: ClassRequest,
  ) {
    return this.classes.rename(user, id, body);
  }

  @Route.delete(apiRoutes.classes.item, 'Deleted', {
    404: 'No such class',
    409: 'Students are in the class',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    await this.classes.delete(user, id);
  }
}
