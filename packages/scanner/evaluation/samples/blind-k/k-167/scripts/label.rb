require 'net/http'
require 'json'

repo = ENV.fetch('GITHUB_REPOSITORY')
num, *labels = ARGV
uri = URI("https://api.github.com/repos/#{repo}/issues/#{num}/labels")
req = Net::HTTP::Post.new(uri, 'Authorization' => "Bearer #{ENV.fetch('GITHUB_TOKEN')}", 'Accept' => 'application/vnd.github+json')
req.body = { labels: labels }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts res.code
