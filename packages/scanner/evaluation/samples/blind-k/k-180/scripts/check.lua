for name, _ in pairs(package.loaded) do
  if name:match('^plugins') then print(name) end
end
