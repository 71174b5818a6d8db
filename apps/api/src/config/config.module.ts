import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config.schema.js';

export const CONFIG = Symbol('CONFIG');

/** Makes the parsed configuration injectable as `@Inject(CONFIG) config: AppConfig`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
