import { Module, type DynamicModule } from '@nestjs/common';
import type { Database } from '@markwise/db';
import { ConfigModule } from './config/config.module.js';
import type { RuntimeConfig } from './config/resolve-config.js';
import { DatabaseModule } from './database/database.module.js';
import { AppConfigModule } from './modules/app-config/app-config.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { UsersModule } from './modules/users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        HealthModule,
        AppConfigModule,
        AuthModule,
        UsersModule,
      ],
    };
  }
}
