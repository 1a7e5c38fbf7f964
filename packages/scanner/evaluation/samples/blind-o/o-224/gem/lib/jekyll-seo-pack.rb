module Jekyll
  module SeoPack
    def self.tags(page)
      %(<meta name="description" content="#{page['description']}">)
    end
  end
end
