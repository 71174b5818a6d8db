import { Injectable } from '@nestjs/common';
import { COURSE_IMAGE_FIELD, COURSE_IMAGE_MIME_TYPES } from '@markwise/contract';
import { UploadStorageService } from '../uploads/upload-storage.service.js';

/** Course pictures: all of a request's files are stored, or none are. */
@Injectable()
export class CourseImagesService {
  constructor(private readonly storage: UploadStorageService) {}

  /** Checks each file by its content and stores it; on the first bad one, removes those stored. */
  async saveAll(files: readonly Express.Multer.File[]): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const file of files) {
        saved.push(
          await this.storage.saveImage({
            folder: 'courses',
            bytes: file.buffer,
            allowed: COURSE_IMAGE_MIME_TYPES,
            field: COURSE_IMAGE_FIELD,
          }),
        );
      }
      return saved;
    } catch (error) {
      await this.removeAll(saved);
      throw error;
    }
  }

  async removeAll(urls: readonly string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.storage.remove(url)));
  }
}
