import { type ServiceModule } from '../../core';
import { blogPostsSchema, registerBlogPostRoutes } from './blog-posts';
import { redirectsSchema, registerRedirectRoutes } from './redirects';

/** Store content of the v2 interface besides pages (`../../catalog/content-pages`): blog posts and redirects. */
export const storeContentModule: ServiceModule = {
  name: 'store-content',
  schema: blogPostsSchema + redirectsSchema,
  management(app, ctx) {
    registerBlogPostRoutes(app, ctx);
    registerRedirectRoutes(app, ctx);
  },
};
