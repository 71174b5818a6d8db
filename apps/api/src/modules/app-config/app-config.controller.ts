import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppConfig, apiRoutes } from '@markwise/contract';
import { Public } from '../../common/auth/decorators.js';
import { Route } from '../../common/http/api-decorators.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';

@ApiTags('app')
@Public()
@Controller()
export class AppConfigController {
  constructor(@Inject(CONFIG) private readonly config: RuntimeConfig) {}

  /** What the web shell shows before anyone logs in (the product name). */
  @Route.get(apiRoutes.appConfig, AppConfig)
  get(): AppConfig {
    return { appName: this.config.APP_NAME };
  }
}
