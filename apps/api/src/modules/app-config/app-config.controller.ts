import { Controller, Get, Inject } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { AppConfig, apiRoutes } from '@markwise/contract';
import { Public } from '../../common/auth/decorators.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';

@ApiTags('app')
@Public()
@Controller()
export class AppConfigController {
  constructor(@Inject(CONFIG) private readonly config: RuntimeConfig) {}

  /** What the web shell shows before anyone logs in (the product name). */
  @Get(apiRoutes.appConfig)
  @ApiResponse({ status: 200, standardSchema: AppConfig })
  get(): AppConfig {
    return { appName: this.config.APP_NAME };
  }
}
