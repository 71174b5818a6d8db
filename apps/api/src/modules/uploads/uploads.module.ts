import { Module } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import { createObjectStore } from './storage/create-object-store.js';
import { OBJECT_STORE } from './storage/object-store.js';
import { UploadStorageService } from './upload-storage.service.js';

/** Uploaded files: checked, named and kept in the configured object store. */
@Module({
  providers: [
    { provide: OBJECT_STORE, useFactory: createObjectStore, inject: [CONFIG] },
    UploadStorageService,
  ],
  exports: [OBJECT_STORE, UploadStorageService],
})
export class UploadsModule {}
