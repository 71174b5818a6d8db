import { Module } from '@nestjs/common';
import { UploadStorageService } from './upload-storage.service.js';

@Module({ providers: [UploadStorageService], exports: [UploadStorageService] })
export class UploadsModule {}
