import { Tag, UserRound } from '@/components/ui/icons';
import { ReadTime } from './PostMeta';

/** 'By {author}', the reading time and the tags. */
export function ArticleByline({ author, readTime, tags }: { author: string; readTime: number; tags: readonly string[] }) {
  return (
    <div className="byline">
      <div>
        <span>
          <span aria-hidden="true">
            <UserRound />
          </span>
          By {author}
        </span>
        <ReadTime minutes={readTime} />
      </div>
      <div>
        <Tag aria-hidden="true" />
        <ul aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
