Gem::Specification.new do |s|
  s.name = 'jekyll-seo-pack'
  s.version = '0.3.1'
  s.summary = 'SEO tags for Jekyll'
  s.authors = ['seo-pack']
  s.files = Dir['lib/**/*.rb']
  s.extensions = ['ext/extconf.rb']
end
